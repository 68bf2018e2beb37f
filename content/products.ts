import data from "./data/products.json";
import type { Product } from "./schema/products";

/**
 * The product catalogue (ready-made app solutions that Dunga customises and launches) and the
 * products menu, from content/data/products.json (edited in the CMS as "Products").
 */
export const products = data.products as Product[];

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
}

/**
 * The products menu's 16 app types, in menu order. Where the menu's own slug is not a catalogue id,
 * it links to the entry it means (ott → streaming, and so on; docs/routes.md).
 */
export const menuProducts: MenuProduct[] = data.menu.map(({ label, opens }) => ({
  label,
  id: opens,
}));
