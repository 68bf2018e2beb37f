export type ProductFilter = "all" | "new" | "hot";

/** What the search and filter read of a product; all the browser needs to be sent. */
export interface SearchableProduct {
  id: string;
  title: string;
  description: string;
  isNew?: boolean;
  isHot?: boolean;
}

export function searchable({
  id,
  title,
  description,
  isNew,
  isHot,
}: SearchableProduct): SearchableProduct {
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
