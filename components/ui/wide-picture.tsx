import type { Picture } from "@/content/types";

/** A transparent pixel: what the picture holds below the wide layout, where it is not shown. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** The width from which the bands draw their pictures (Tailwind's `lg`). */
const WIDE = "(min-width: 64rem)";

interface WidePictureProps {
  picture: Picture;
  className?: string;
  /** The `<picture>` element's own classes (it is the box a grid or flex layout places). */
  frameClassName?: string;
}

/**
 * A picture drawn only in the wide layout (a band's composition): loaded at once where it is
 * shown, as it is on the first screen, and never downloaded below that width, where its box is
 * not drawn (an eager image hidden by CSS would still be fetched, on the phone's slower network).
 */
export function WidePicture({ picture, className, frameClassName }: WidePictureProps) {
  return (
    <picture className={frameClassName}>
      <source media={WIDE} srcSet={picture.src} />
      <img
        src={NOTHING}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
