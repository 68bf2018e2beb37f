import { products } from "@/content/products";
import type { Picture, Product } from "@/content/types";
import { TABLET, WidePicture } from "@/components/ui/wide-picture";
import { bandPicture, catalogueBandPicture } from "@/content/product-pictures";

/**
 * The band's screens, one drawn picture (scripts/pictures/products.ts) of devices on no ground, so
 * the band's paper shows round them and nothing in it can overlap by accident. Beside the text from
 * the wide layout up, under it on tablets (the band's `tabletArt`); on phones it is left out, and
 * not even downloaded: the page below shows each app's screen, and above the fold a phone needs
 * the words. Loaded at once where shown, as it is on the first screen.
 */
function BandScreens({ picture }: { picture: Picture }) {
  return (
    <WidePicture
      picture={picture}
      frameClassName="hidden md:block"
      media={TABLET}
      className="-my-6 h-auto w-full xl:-mr-8 xl:w-[calc(100%+2rem)]"
    />
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
