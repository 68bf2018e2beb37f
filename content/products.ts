import data from "./data/products.json";
import { readEntries, withoutOrder } from "./entries";
import type { Product, ProductEntry, ProductsFile } from "./schema/products";

/**
 * The product catalogue (ready-made app solutions that Dunga customises and launches), one entry
 * per file in content/products/ (edited in the CMS as "Products"), in their `order`; and the
 * products menu, from content/data/products.json ("Products menu").
 */
export const products: Product[] = readEntries<ProductEntry>("content/products").map(withoutOrder);

export function getProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

export function productHref(id: string): string {
  return `/products/${id}`;
}

export interface MenuProduct {
  label: string;
  /** The catalogue entry the menu item opens. */
  id: string;
  /** The line under it where it is not the product's own (two entries opening one product). */
  line?: string;
}

/**
 * The products menu's app types, in menu order. Where the menu's own slug is not a catalogue id,
 * it links to the entry it means (ott → streaming, and so on; docs/routes.md).
 */
export const menuProducts: MenuProduct[] = (data as ProductsFile).menu.map(
  ({ label, opens, line }) => ({ label, id: opens, ...(line && { line }) }),
);
