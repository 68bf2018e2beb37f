"use client";

import { createContext, use, type MouseEvent, type ReactNode } from "react";

import { searchHref } from "@/lib/search-query";

import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { useSiteSearch } from "./site-search";

const SearchPageContext = createContext<ReturnType<typeof useSiteSearch> | null>(null);

function useSearchPage() {
  const search = use(SearchPageContext);
  if (!search)
    throw new Error("The search page's box and results need its SearchPageProvider around them");
  return search;
}

/**
 * /search: one live search whose form and results sit in two places of the page, the form in its
 * band (SearchPageBox) and the results under the band (SearchPageResults), both inside this. The
 * address follows the query, so it can be shared or bookmarked and Back returns to it.
 */
export function SearchPageProvider({ children }: { children: ReactNode }) {
  return (
    <SearchPageContext value={useSiteSearch({ onSearchPage: true })}>{children}</SearchPageContext>
  );
}

/** The search page's form, large, in its band. */
export function SearchPageBox({ className }: { className?: string }) {
  const { form } = useSearchPage();
  return (
    <div className={className}>
      <SearchForm {...form} size="large" />
    </div>
  );
}

const RESULTS_ID = "search-results";

/** Characters that mean something in a regular expression, escaped. */
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A result's words with what matched marked (case aside), so the visitor sees why each page is
 * there: the query's words where they appear, and the words of the page the index matched them
 * to (`terms`), whole, so a near spelling is marked too ("delivery" found Laravel's "deliver",
 * which stood unmarked).
 */
export function markMatches(text: string, query: string, terms: readonly string[] = []): ReactNode {
  const words = query
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map(escaped);
  const matched = terms.filter((term) => term.length > 1).map((term) => `\\b${escaped(term)}\\b`);
  // Longest first, so a word is marked whole rather than by the start another one shares.
  const patterns = [...words, ...matched].sort((a, b) => b.length - a.length);
  if (patterns.length === 0) return text;
  const parts = text.split(new RegExp(`(${patterns.join("|")})`, "gi"));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // Its padding is taken back by a negative margin: the marked word keeps its place in the
      // line, with no gap before the punctuation after it.
      <mark key={index} className="-mx-0.5 rounded-sm bg-accent/30 px-0.5 text-inherit">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** What the search page's form found, the query's words marked in each result. */
export function SearchPageResults({ className }: { className?: string }) {
  const { state } = useSearchPage();
  return <SearchResults id={RESULTS_ID} state={state} className={className} mark={markMatches} />;
}

/**
 * Searches an editor suggests, each a link to its results: before the page is live the browser
 * opens it (and the page reads the query from its address); once live, a click runs the search
 * in place and Back returns to the one before.
 */
export function SearchPageSuggestions({
  title,
  queries,
  className,
}: {
  title: string;
  queries: readonly string[];
  className?: string;
}) {
  const { searchFor } = useSearchPage();
  const run = (query: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    // A new entry in the history first, so that Back returns to the search before.
    window.history.pushState(null, "", searchHref(query));
    searchFor(query);
    // Where the suggestions come after the results (phones), bring the new results into view.
    const results = document.getElementById(RESULTS_ID);
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView();
  };
  return (
    <nav aria-labelledby="search-suggestions" className={className}>
      <h2 id="search-suggestions" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ul className="pill-rows mt-4">
        {queries.map((query) => (
          <li key={query}>
            <a
              href={searchHref(query)}
              onClick={run(query)}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              {query}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
