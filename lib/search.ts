import MiniSearch, { type Options, type SearchOptions } from "minisearch";

import { MAX_QUERY_LENGTH } from "./search-query";

/**
 * One page the site search can find. `href` is its address and its id in the index (one entry a
 * page); `text` is more of the page's words, " · " between one item and the next (a service's
 * features, a product's modules): searched, and shown only as the item that matched when the
 * title and description do not (SearchResult.match).
 */
export interface SearchDocument {
  href: string;
  /** What kind of page it is, shown beside the result ("Service", "Product"). */
  kind: string;
  title: string;
  description: string;
  text?: string;
  /**
   * How much a match here counts against the same match elsewhere: below 1 for a part of a page
   * (a role on /hire), so the page of the same name comes first. 1 when left out.
   */
  weight?: number;
}

/** What a result shows: everything but the searched-only words and the weight. */
export type SearchResult = Omit<SearchDocument, "text" | "weight"> & {
  /**
   * The words of the page the query matched, as the index holds them (lower case, no accents):
   * a near spelling or a word's start resolved ("delivery" found "deliver"), to mark them.
   */
  terms: string[];
  /**
   * Where a page found only by its other words matched: the first item of `text` holding a word
   * of the query, so the result shows why it is there ("Continuous delivery pipelines").
   */
  match?: string;
};

/** What separates the items of a document's `text`. */
export const TEXT_ITEMS = " · ";

/** Accents and case do not matter ("Café" finds "cafe"). */
const normalise = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/**
 * How a query is matched: each word as typed, the last also as the start of a longer one (the
 * word being typed: "reac" finds React), with a typo allowed in words of five letters or more; a
 * word in a title counts most, then the kind, then the description, then the rest of the page's
 * words, each page's match times its weight.
 */
const searchOptions: SearchOptions = {
  boost: { title: 4, kind: 2, description: 1.5, text: 1 },
  boostDocument: (_id, _term, stored) => (typeof stored?.weight === "number" ? stored.weight : 1),
  prefix: (_term, at, terms) => at === terms.length - 1,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  combineWith: "AND",
};

/** The index's options: the build and the browser must use the same ones. */
const indexOptions: Options<SearchDocument> = {
  idField: "href",
  fields: ["title", "kind", "description", "text"],
  storeFields: ["kind", "title", "description", "text", "weight"],
  processTerm: (term) => normalise(term),
  searchOptions,
};

/** The index of the given pages, built once at build time. */
export function buildSearchIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch(indexOptions);
  index.addAll(documents);
  return index;
}

/** The index from its JSON (the build's /search-index.json), in the browser. */
export function loadSearchIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON(json, indexOptions);
}

/**
 * The pages that match the query, best first: those holding every word, else (when none does)
 * those holding any; a page whose title is the query comes before all ("react" is React, then
 * React Native). An empty query finds nothing.
 */
export function searchSite(
  index: MiniSearch<SearchDocument>,
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchResult[] {
  const asked = query.slice(0, MAX_QUERY_LENGTH).trim();
  if (!asked) return [];
  let hits = index.search(asked);
  if (hits.length === 0) hits = index.search(asked, { combineWith: "OR" });
  const named = normalise(asked);
  const isNamed = (title: unknown) => normalise(String(title)) === named;
  // A stable sort: the rest keep their order by score.
  hits.sort((a, b) => Number(isNamed(b.title)) - Number(isNamed(a.title)));
  return hits.slice(0, limit).map((hit) => {
    const result: SearchResult = {
      href: hit.id as string,
      kind: hit.kind as string,
      title: hit.title as string,
      description: hit.description as string,
      terms: hit.terms,
    };
    // The words the index matched, as it holds them (a typo or a word's start resolved).
    const holds = (text: string) => hit.terms.some((term) => normalise(text).includes(term));
    const text = typeof hit.text === "string" ? hit.text : "";
    if (text && !holds(result.title) && !holds(result.description)) {
      const match = text.split(TEXT_ITEMS).find(holds);
      if (match) result.match = match;
    }
    return result;
  });
}
