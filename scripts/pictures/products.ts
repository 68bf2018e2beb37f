/**
 * Draws every catalogue product's screens from its content (scripts/pictures/product-screens.ts)
 * into public/images/products/: {id}.webp for its card, {id}-band.webp for its page's band,
 * {id}/{module}.webp for each of its apps, and catalogue-band.webp for /products' band.
 * The build runs it (scripts/content/prepare.ts); unchanged content draws the same bytes.
 * Run alone with `npx tsx scripts/pictures/products.ts [id...]`; the output is committed.
 */
import { products } from "../../content/products";
import {
  bandPicture,
  cardPicture,
  catalogueBandPicture,
  modulePicture,
} from "../../content/product-pictures";
import { bandSvg, cardSvg, catalogueSvg, moduleSvg } from "./product-screens";
import { writeWebp } from "./svg";

/** "/images/products/x.webp" → "products/x.webp", the path writeWebp takes. */
const under = (src: string) => src.replace(/^\/images\//, "");

async function main() {
  // Ids on the command line draw only those products (and not /products' band).
  const only = process.argv.slice(2);
  for (const product of products.filter(({ id }) => only.length === 0 || only.includes(id))) {
    await writeWebp(under(cardPicture(product).src), cardSvg(product));
    // Three devices of small text on no ground: a little more compression keeps it near 35 kB.
    await writeWebp(under(bandPicture(product).src), bandSvg(product), 74);
    for (const app of product.modules)
      await writeWebp(under(modulePicture(product, app).src), moduleSvg(product, app));
  }
  if (only.length > 0) return;
  // Three phones full of small text: a little more compression keeps it near the others' size.
  await writeWebp(under(catalogueBandPicture(products).src), catalogueSvg(products), 70);
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
