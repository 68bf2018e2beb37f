import type { SearchResult } from "@/lib/search";

export const searchIndexUrl = "/search-index.json";

/** A loaded site search: the pages matching a query, best first. */
export type Search = (query: string, limit?: number) => SearchResult[];

let loading: Promise<Search> | undefined;

/**
 * The site search, loaded once, when a visitor first searches: the search code (MiniSearch) and the
 * index the build wrote, so no page carries either. A failed load is tried again on the next call.
 */
export function loadSearch(): Promise<Search> {
  loading ??= Promise.all([
    import("@/lib/search"),
    fetch(searchIndexUrl).then((response) => {
      if (!response.ok) throw new Error(`${searchIndexUrl}: HTTP ${response.status}`);
      return response.text();
    }),
  ]).then(
    ([{ loadSearchIndex, searchSite }, json]) => {
      const index = loadSearchIndex(json);
      return (query, limit) => searchSite(index, query, limit);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
