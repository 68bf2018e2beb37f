import type { z } from "zod";

import { flag, group, icon, id, list, searchDescription, text } from "./fields";

export const product = group(
  {
    id: id(),
    title: text({ label: "Title", max: 60, why: "show in search results" }),
    description: searchDescription("Description"),
    icon: icon(),
    industry: text({ label: "Industry" }),
    isNew: flag({ label: "New badge" }).optional(),
    isHot: flag({ label: "Hot badge" }).optional(),
    modules: list(text(), { label: "Apps delivered", min: 1 }),
    platforms: list(text(), { label: "Platforms", min: 1 }),
    features: list(text(), { label: "Key features", min: 3 }),
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
  },
  { label: "Menu entry", summary: "{{fields.label}}" },
);

/** content/data/products.json: the catalogue, in the order /products shows it, and the menu. */
export const productsFile = group({
  products: list(product, { label: "Catalogue", summary: "{{fields.title}}", length: 30 }),
  menu: list(menuProduct, { label: "Products menu", length: 16 }),
}).superRefine((file, context) => {
  const ids = new Set(file.products.map((entry) => entry.id));
  file.menu.forEach((entry, index) => {
    if (!ids.has(entry.opens))
      context.addIssue({
        code: "custom",
        path: ["menu", index, "opens"],
        message: `is "${entry.opens}", which is no product's id`,
      });
  });
});

export type Product = z.infer<typeof product>;
