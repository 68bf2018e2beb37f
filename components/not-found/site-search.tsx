"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";

import { siteSearchText as text } from "@/content/widgets";
import { searchSite, type SearchEntry } from "@/lib/search";

export const searchIndexUrl = "/search-index.json";

let indexRequest: Promise<SearchEntry[]> | undefined;

/** The index is fetched once, when the visitor first uses the box, so no page carries it. */
function loadIndex(): Promise<SearchEntry[]> {
  indexRequest ??= fetch(searchIndexUrl)
    .then((response) => (response.ok ? response.json() : []))
    .catch(() => {
      indexRequest = undefined;
      return [];
    });
  return indexRequest;
}

export function SiteSearch() {
  const [query, setQuery] = useState("");
  const [submitted, setSubmitted] = useState("");
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const results = searchSite(entries ?? [], submitted);
  const prepare = () => {
    if (entries === null) void loadIndex().then(setEntries);
  };

  // A search sent before the page was live went by the browser, as a GET form does: its query is
  // in this page's address.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("q")?.slice(0, 100);
    if (!asked) return;
    void loadIndex().then((index) => {
      setEntries(index);
      // Unless the visitor has started a search of their own meanwhile.
      setQuery((current) => current || asked);
      setSubmitted((current) => current || asked);
    });
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    prepare();
    // What the box shows: text typed before the page was live may reach it after the state.
    const typed = String(new FormData(event.currentTarget).get("q") ?? "");
    setQuery(typed);
    setSubmitted(typed);
  };

  return (
    <div className="mx-auto w-full max-w-xl text-left">
      <form role="search" method="get" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor="site-search" className="sr-only">
          {text.label}
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          value={query}
          maxLength={100}
          onFocus={prepare}
          onChange={(event) => {
            prepare();
            setQuery(event.target.value);
            setSubmitted(event.target.value);
          }}
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
      <p role="status" className="mt-3 text-sm text-slate-600">
        {submitted.trim() &&
          entries !== null &&
          (results.length === 0
            ? text.none(submitted.trim())
            : text.some(results.length, submitted.trim()))}
      </p>
      {results.length > 0 && (
        <ul
          aria-label={text.resultsLabel}
          className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        >
          {results.slice(0, 8).map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} className="block px-5 py-3 hover:bg-brand-50">
                <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {entry.kind}
                </span>
                <span className="block font-semibold text-slate-900">{entry.title}</span>
                <span className="line-clamp-1 block text-sm text-slate-600">
                  {entry.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
