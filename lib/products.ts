import type { Product } from "@/content/types";

export type ProductFilter = "all" | "new" | "hot";

const productFilters: readonly ProductFilter[] = ["all", "new", "hot"];

/** Reads the filter from a URL parameter; anything unknown means all products. */
export function parseProductFilter(value: string | null): ProductFilter {
  return productFilters.find((filter) => filter === value) ?? "all";
}

/** Products whose title or description contains the query (ignoring case), narrowed by the filter. */
export function filterProducts(
  products: readonly Product[],
  query: string,
  filter: ProductFilter,
): Product[] {
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
