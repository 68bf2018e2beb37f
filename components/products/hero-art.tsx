import { pageArt } from "@/content/page-art";
import { products } from "@/content/products";
import type { Product } from "@/content/types";
import { HeroArt } from "@/components/sections/hero-art";
import { moduleIcon } from "@/lib/products";

const productTile = (product: Product) => ({
  label: product.title.replace(/ App$/, ""),
  icon: product.icon,
  accent: product.isNew === true || product.isHot === true,
});

/** /products: the NEW and HOT products first, under a card counting each sector. */
export function ProductsHeroArt() {
  const flagged = products.filter((product) => product.isNew || product.isHot);
  return (
    <HeroArt
      tiles={[...flagged, ...products.filter((product) => !flagged.includes(product))].map(
        productTile,
      )}
      card={{
        icon: "rocket",
        ...pageArt.products,
        rows: [
          { label: pageArt.products.rows.all, value: String(products.length) },
          {
            label: pageArt.products.rows.new,
            value: String(products.filter((p) => p.isNew).length),
          },
          {
            label: pageArt.products.rows.hot,
            value: String(products.filter((p) => p.isHot).length),
          },
          {
            label: pageArt.products.rows.industries,
            value: String(new Set(products.map((product) => product.industry)).size),
          },
        ],
      }}
    />
  );
}

/** A product: its apps and panels as tiles, under its own card with its platforms. */
export function ProductHeroArt({ product }: { product: Product }) {
  return (
    <HeroArt
      tiles={product.modules.map((module) => ({
        label: module,
        icon: moduleIcon(module),
      }))}
      card={{
        icon: product.icon,
        title: product.title,
        subtitle: product.industry,
        rows: [
          { label: pageArt.product.modules, value: String(product.modules.length) },
          { label: pageArt.product.platforms, value: product.platforms.join(", ") },
        ],
      }}
    />
  );
}
