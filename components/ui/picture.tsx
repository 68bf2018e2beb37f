import type { Picture as PictureData } from "@/content/types";
import { cn } from "@/lib/cn";

interface PictureProps {
  picture: PictureData;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  /**
   * The width it is drawn at (`sizes`), for a picture drawn in several widths: the browser then
   * fetches the smallest that is sharp there (without it, one as wide as the window).
   */
  sizes?: string;
  /**
   * A picture with clear parts (a logo) shows no placeholder: it would show through them once the
   * file arrived.
   */
  clear?: boolean;
}

/**
 * A pre-sized local image; width and height reserve its space so nothing shifts. Until its file
 * arrives it shows the picture placeholder (app/globals.css), never an empty box. Pictures in or
 * near the first screen pass `priority` and load at once; the rest load as they come near.
 */
export function Picture({
  picture,
  className,
  priority = false,
  sizes,
  clear = false,
}: PictureProps) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- a static export serves pre-sized files as they are
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn(!clear && "picture-placeholder", className)}
    />
  );
  if (!picture.avifSrcSet) return image;
  // The AVIF widths first, for the browsers that read them; the <picture> box gives way to its
  // image, so the image is laid out as it would be alone.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
