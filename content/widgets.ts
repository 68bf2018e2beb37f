import type { ProductFilter } from "@/lib/products";

/**
 * The words of the widgets that run in the browser: the product search, the site search and the
 * back button. This module imports no records, so the pages' scripts carry these words alone.
 */

/** A product's flags, on its tile and as the catalogue's filters. */
export const productBadges = { new: "New", hot: "Hot" } as const;

export const productSearchText = {
  searchLabel: "Search products",
  searchPlaceholder: "Search products...",
  filterLabel: "Filter products",
  filters: { all: "All", ...productBadges } satisfies Record<ProductFilter, string>,
  listLabel: "Products",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  empty: {
    title: "No products found",
    text: "Try adjusting your search or filter criteria",
    button: "Show all products",
  },
} as const;

export const siteSearchText = {
  label: "Search the site",
  placeholder: "Search our site...",
  button: "Search",
  resultsLabel: "Search results",
  none: (query: string) =>
    `No pages match “${query}”. Try another word, or browse the popular pages below.`,
  some: (count: number, query: string) =>
    `${count} ${count === 1 ? "page matches" : "pages match"} “${query}”.`,
} as const;

export const goBackText = "Go Back";
