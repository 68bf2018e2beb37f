import Link from "next/link";
import type { ReactNode } from "react";

import { siteSearchText as text } from "@/content/widgets";

import type { SearchState } from "./use-search";

/**
 * What a search found, as a list of links, and a status line that screen readers announce
 * ("4 pages match “react”"). Used by /search and the page-not-found search.
 */
export function SearchResults({
  state,
  className,
  id,
  mark = (text) => text,
}: {
  state: SearchState;
  className?: string;
  id?: string;
  /** The words of a result, with what the query matched marked (the search page's). */
  mark?: (text: string, query: string, terms: readonly string[]) => ReactNode;
}) {
  const { query, results, failed } = state;
  const status = failed
    ? text.failed
    : query && results
      ? results.length === 0
        ? text.none(query)
        : text.some(results.length, query)
      : "";
  return (
    <div id={id} className={className}>
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
      {query && results && results.length > 0 && (
        <ul
          aria-label={text.resultsLabel}
          className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left"
        >
          {results.map((result) => (
            <li key={result.href}>
              <Link href={result.href} className="block px-5 py-4 hover:bg-brand-50 sm:px-6">
                <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {result.kind}
                </span>
                <span className="mt-0.5 block font-display text-lg font-semibold text-slate-900">
                  {mark(result.title, query, result.terms)}
                </span>
                <span className="mt-1 line-clamp-2 text-[0.9375rem] leading-relaxed text-slate-600">
                  {mark(result.description, query, result.terms)}
                </span>
                {/* Found by its other words: the one that matched, so the result says why. */}
                {result.match && (
                  <span className="mt-2 inline-block rounded-md bg-slate-100 px-2 py-0.5 text-[0.8125rem] text-slate-700">
                    {mark(result.match, query, result.terms)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
