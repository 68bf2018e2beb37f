/** The longest query the site search takes: what a visitor types, not a page pasted in. */
export const MAX_QUERY_LENGTH = 100;

/** The search page: where the header's search button leads before scripts run, and the forms go. */
export const SEARCH_PATH = "/search";

/** The search page's address for a query. */
export const searchHref = (query: string) =>
  query.trim() ? `${SEARCH_PATH}?q=${encodeURIComponent(query.trim())}` : SEARCH_PATH;
