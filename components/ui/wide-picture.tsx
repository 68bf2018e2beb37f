import type { Picture } from "@/content/types";

/** A transparent pixel: what the picture holds below the wide layout, where it is not shown. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** The width from which the bands draw their pictures (Tailwind's `lg`), and the one below it. */
const WIDE = "(min-width: 64rem)";
const NARROW = "(max-width: 63.99rem)";
/** From tablets (Tailwind's `md`): a band drawing its picture under its text there (`tabletArt`). */
export const TABLET = "(min-width: 48rem)";

interface WidePictureProps {
  picture: Picture;
  className?: string;
  /**
   * The `<picture>` element's own classes (it is the box a grid or flex layout places); a block
   * by default, since an inline one would size its picture only once the file has arrived.
   */
  frameClassName?: string;
  /** Drawn below the wide layout instead, where the bands draw no picture. */
  below?: boolean;
  /** Another width from which it is drawn than the bands' (a media query). */
  media?: string;
  /**
   * The file in several widths (`srcset`; by default the picture's own, if it has one), and the
   * width it is drawn at (`sizes`).
   */
  srcSet?: string;
  sizes?: string;
  /** The page's largest picture: fetched before the others. */
  priority?: boolean;
}

/**
 * A picture drawn only in the wide layout (a band's composition), or with `below` only under it:
 * loaded at once where it is shown, as it is on the first screen, and never downloaded where its
 * box is not drawn (an eager image hidden by CSS would still be fetched).
 */
export function WidePicture({
  picture,
  className,
  frameClassName,
  below,
  media,
  srcSet,
  sizes,
  priority,
}: WidePictureProps) {
  return (
    <picture className={frameClassName ?? "block"}>
      {/* The AVIF widths first, where the picture's own widths are drawn (not another srcset). */}
      {!srcSet && picture.avifSrcSet && (
        <source
          type="image/avif"
          media={media ?? (below ? NARROW : WIDE)}
          srcSet={picture.avifSrcSet}
          sizes={sizes}
        />
      )}
      <source
        media={media ?? (below ? NARROW : WIDE)}
        srcSet={srcSet ?? picture.srcSet ?? picture.src}
        sizes={sizes}
      />
      <img
        src={NOTHING}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const, loading: "eager" as const } : {})}
        className={className}
      />
    </picture>
  );
}
