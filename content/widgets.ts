import type { ProductFilter } from "@/lib/products";

import data from "./data/widgets.json";
import { fillVars } from "./fill-vars";

/**
 * The words of the widgets that run in the browser: the product search, the site search and the
 * back button, from content/data/widgets.json (edited in the CMS as "Search and buttons"). This
 * module imports no records and no schema, so the pages' scripts carry these words alone.
 */
const { productSearch, siteSearch } = data;

/** A product's flags, on its tile and as the catalogue's filters. */
export const productBadges = data.productBadges;

export const productSearchText = {
  searchLabel: productSearch.searchLabel,
  searchPlaceholder: productSearch.searchPlaceholder,
  searchButton: productSearch.searchButton,
  filterLabel: productSearch.filterLabel,
  filters: { all: productSearch.allFilter, ...productBadges } satisfies Record<
    ProductFilter,
    string
  >,
  listLabel: productSearch.listLabel,
  showing: (shown: number, total: number) => fillVars(productSearch.showing, { shown, total }),
  empty: productSearch.empty,
};

export const siteSearchText = {
  label: siteSearch.label,
  placeholder: siteSearch.placeholder,
  button: siteSearch.button,
  resultsLabel: siteSearch.resultsLabel,
  none: (query: string) => fillVars(siteSearch.none, { query }),
  some: (count: number, query: string) =>
    fillVars(siteSearch.some, {
      count,
      matches: count === 1 ? siteSearch.oneMatches : siteSearch.manyMatch,
      query,
    }),
  all: (count: number) => fillVars(siteSearch.all, { count }),
  failed: siteSearch.failed,
  keys: siteSearch.keys,
  close: siteSearch.close,
  noScript: siteSearch.noScript,
  browse: siteSearch.browse,
  hireTitle: (role: string) => fillVars(siteSearch.hireTitle, { role }),
  kinds: siteSearch.kinds,
};

export const goBackText = data.goBack;
