import { products } from "@/content/products";
import type { Picture, Product } from "@/content/types";
import { bandPicture, catalogueBandPicture } from "@/lib/product-pictures";

/** A transparent pixel: what the picture holds below the wide layout, where it is not shown. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * The band's screens, one drawn picture (scripts/pictures/products.ts) of devices on no ground, so
 * the band's ink shows round them and nothing in it can overlap by accident. Beside the text from
 * the wide layout up; on narrower screens it would stand above the heading (the band puts the art
 * first), so it is left out there, and not even downloaded: the page below shows each app's
 * screen. Loaded at once where shown, as it is on the first screen.
 */
function BandScreens({ picture }: { picture: Picture }) {
  return (
    <picture className="hidden lg:block">
      <source media="(min-width: 64rem)" srcSet={picture.src} />
      <img
        src={NOTHING}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        decoding="async"
        className="-my-6 h-auto w-full xl:-mr-8 xl:w-[calc(100%+2rem)]"
      />
    </picture>
  );
}

/** /products: the customer apps of three HOT products, side by side. */
export function ProductsHeroArt() {
  return <BandScreens picture={catalogueBandPicture(products)} />;
}

/** A product: its customer app in front of its dashboard or another of its apps. */
export function ProductHeroArt({ product }: { product: Product }) {
  return <BandScreens picture={bandPicture(product)} />;
}
