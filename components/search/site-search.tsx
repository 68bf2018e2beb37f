"use client";

import { Search } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";

import { siteSearchText as text } from "@/content/widgets";
import { MAX_QUERY_LENGTH, SEARCH_PATH } from "@/lib/search-query";

import { SearchResults } from "./search-results";
import { useSearch } from "./use-search";

/** The query in this page's address (?q=), as a GET form to /search sends it. */
function addressQuery(): string {
  return new URLSearchParams(window.location.search).get("q")?.slice(0, MAX_QUERY_LENGTH) ?? "";
}

/**
 * The site search: a GET form to /search, which works before the page's scripts run (the browser
 * sends it and /search reads the query from its address), then results as the visitor types.
 * On /search (`onSearchPage`) the address follows the query, so it can be shared or bookmarked and
 * Back returns to it; elsewhere (the page-not-found search) sending the form opens /search.
 */
export function SiteSearch({ onSearchPage = false }: { onSearchPage?: boolean }) {
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  const state = useSearch(query, focused);

  useEffect(() => {
    if (!onSearchPage) return;
    // The address is only known in the browser (the page's HTML is the same for every query), so
    // it is read once the page is live; unless the visitor started typing before that
    // (lib/inline/early-input.js hands the typed text over).
    const asked = addressQuery();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (asked) setQuery((current) => current || asked);
    const followAddress = () => setQuery(addressQuery());
    window.addEventListener("popstate", followAddress);
    return () => window.removeEventListener("popstate", followAddress);
  }, [onSearchPage]);

  const change = (value: string) => {
    setQuery(value);
    if (!onSearchPage) return;
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    if (url.href !== window.location.href) window.history.replaceState(null, "", url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // On /search the results are already on screen; elsewhere the browser opens /search?q=…
    if (!onSearchPage) return;
    event.preventDefault();
    change(String(new FormData(event.currentTarget).get("q") ?? ""));
  };

  return (
    <div className="mx-auto w-full max-w-xl text-left">
      <form
        role="search"
        action={SEARCH_PATH}
        method="get"
        onSubmit={onSubmit}
        className="flex gap-2"
      >
        <label htmlFor="site-search" className="sr-only">
          {text.label}
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          onFocus={() => setFocused(true)}
          onChange={(event) => change(event.target.value)}
          placeholder={text.placeholder}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700"
        >
          <Search aria-hidden="true" className="size-4" />
          {text.button}
        </button>
      </form>
      <SearchResults state={state} className="mt-3" />
    </div>
  );
}
