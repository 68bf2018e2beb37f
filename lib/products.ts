import type { IconName, Product } from "@/content/types";

export type ProductFilter = "all" | "new" | "hot";

/** What the search and filter read of a product; all the browser needs to be sent. */
export type SearchableProduct = Pick<Product, "id" | "title" | "description" | "isNew" | "isHot">;

export function searchable({ id, title, description, isNew, isHot }: Product): SearchableProduct {
  return { id, title, description, isNew, isHot };
}

export const PRODUCT_FILTERS: readonly ProductFilter[] = ["all", "new", "hot"];

/** Reads the filter from a URL parameter; anything unknown means all products. */
export function parseProductFilter(value: string | null): ProductFilter {
  return PRODUCT_FILTERS.find((filter) => filter === value) ?? "all";
}

/** The filters a product shows under besides "all". */
export function productTags(product: Pick<SearchableProduct, "isNew" | "isHot">): ProductFilter[] {
  return [
    ...(product.isNew ? (["new"] as const) : []),
    ...(product.isHot ? (["hot"] as const) : []),
  ];
}

/** Products whose title or description contains the query (ignoring case), narrowed by the filter. */
export function filterProducts<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
  filter: ProductFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return products.filter((product) => {
    if (filter === "new" && !product.isNew) return false;
    if (filter === "hot" && !product.isHot) return false;
    if (needle === "") return true;
    return (
      product.title.toLowerCase().includes(needle) ||
      product.description.toLowerCase().includes(needle)
    );
  });
}

/** Keywords in a module's name and the icon that shows what kind of app or panel it is. */
const moduleKinds: [RegExp, IconName][] = [
  [/admin|back office/i, "layout"],
  [/dashboard/i, "bar-chart"],
  [/console/i, "monitor"],
  [/panel|management|crm/i, "settings"],
  [/driver|delivery|courier|fleet/i, "truck"],
  [/picker|scanner|check-in/i, "clipboard-check"],
  [/student|learner/i, "graduation-cap"],
  [/parent|family/i, "users"],
  [/vendor|seller|merchant|restaurant|host|owner|provider|partner/i, "store"],
  [/doctor|trainer|tutor|instructor|teacher|agent|staff|employee|officer|advisor/i, "user-check"],
  [/\btv\b|television/i, "tv"],
  [/chat|message/i, "message-circle"],
  [/cms|content/i, "file-text"],
  [/web|portal|page/i, "globe"],
  [/operations/i, "settings"],
  [/app/i, "smartphone"],
];

/** The icon of a product module ("Driver app" → truck, "Admin panel" → layout...). */
export function moduleIcon(name: string): IconName {
  return moduleKinds.find(([pattern]) => pattern.test(name))?.[1] ?? "monitor";
}
