import type { z } from "zod";

import { flag, group, icon, id, list, order, searchDescription, text } from "./fields";
import { price } from "./shared";

/**
 * content/products/{id}.json: one ready-made product, with its page at /products/{id}, its card on
 * /products (in `order`), its sharing card, sitemap and search entries.
 */
export const product = group(
  {
    id: id({
      hint: "The page's address, /products/{id}, and the entry's file name; also names its drawn screens in public/images/products/.",
    }),
    order: order(),
    title: text({ label: "Title", max: 60, why: "show in search results" }),
    description: searchDescription("Description"),
    icon: icon(),
    industry: text({ label: "Industry" }),
    isNew: flag({ label: "New badge" }).optional(),
    isHot: flag({ label: "Hot badge" }).optional(),
    modules: list(text(), { label: "Apps delivered", min: 1 }),
    platforms: list(text(), { label: "Platforms", min: 1 }),
    features: list(text(), { label: "Key features", min: 3 }),
    price: price.optional(),
    project: id({
      label: "Shipped for a client (project)",
      hint: "The id of a project in Projects that was built on this kind of app (such as aravalli-stays for the hotel booking app): the product's card names the client, and its page shows the case study. Leave it empty where no client's project is of this kind.",
      why: "as it names an entry of Projects",
    }).optional(),
  },
  { label: "Product", summary: "{{fields.title}}" },
);

export const menuProduct = group(
  {
    label: text({ label: "Menu label" }),
    opens: text({
      label: "Opens product (its id)",
      hint: "The id of a product in the catalogue above; two entries may open one product.",
    }),
    line: text({
      label: "Line under it",
      hint: "Where two entries open one product, what this one means (“Couriers, parcels and routes”); otherwise leave it empty and the product's own menu line shows.",
    }).optional(),
  },
  { label: "Menu entry", summary: "{{fields.label}}" },
);

/**
 * content/data/products.json: the products menu, which stays one list chosen by hand. Each line
 * opens a product by its id (content/schema/check.ts holds that the product exists).
 */
export const productsFile = group({
  menu: list(menuProduct, {
    label: "Products menu",
    hint: "The app types the header's products menu lists, in order, in four columns.",
    min: 1,
  }),
});

/** A product as its entry states it. */
export type ProductEntry = z.infer<typeof product>;
/** A product as the pages use it. */
export type Product = Omit<ProductEntry, "order">;

export type ProductsFile = z.infer<typeof productsFile>;
