"use client";

import { createContext, use, type ReactNode } from "react";

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

/** What the search page's form found. */
export function SearchPageResults({ className }: { className?: string }) {
  const { state } = useSearchPage();
  return <SearchResults state={state} className={className} />;
}
