"use client";

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";

import { siteSearchText } from "@/content/widgets";
import { MAX_QUERY_LENGTH } from "@/lib/search-query";

import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { useSearch } from "./use-search";

/** The query in this page's address (?q=), as a GET form to /search sends it. */
function addressQuery(): string {
  return new URLSearchParams(window.location.search).get("q")?.slice(0, MAX_QUERY_LENGTH) ?? "";
}

interface SiteSearchOptions {
  /** On /search the address follows the query; elsewhere sending the form opens /search. */
  onSearchPage?: boolean;
  /** What the visitor typed in the form this one replaces (components/not-found/not-found-search.tsx). */
  typed?: string;
  /** Whether that form had focus, which this one then takes. */
  focus?: boolean;
}

/** A live site search: its form's props and what it found. */
export function useSiteSearch({
  onSearchPage = false,
  typed = "",
  focus = false,
}: SiteSearchOptions) {
  const [query, setQuery] = useState(typed);
  const [focused, setFocused] = useState(focus);
  const state = useSearch(query, focused);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);

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

  return {
    state,
    /** Runs a search chosen elsewhere on the page (a suggestion); on /search the address follows. */
    searchFor: change,
    form: {
      text: siteSearchText,
      value: query,
      inputRef,
      onFocus: () => setFocused(true),
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.target.value),
      onSubmit,
    },
  };
}

/**
 * The site search: a GET form to /search, which works before the page's scripts run (the browser
 * sends it and /search reads the query from its address), then results as the visitor types,
 * under the form. Sending it opens /search (the page-not-found search).
 */
export function SiteSearch(options: Omit<SiteSearchOptions, "onSearchPage">) {
  const { state, form } = useSiteSearch(options);
  return (
    <div className="mx-auto w-full max-w-xl text-left">
      <SearchForm {...form} />
      <SearchResults state={state} className="mt-3" />
    </div>
  );
}
