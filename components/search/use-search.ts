"use client";

import { useEffect, useMemo, useState } from "react";

import type { SearchResult } from "@/lib/search";

import { loadSearch, type Search } from "./load-search";

export interface SearchState {
  /** The query the results are for, trimmed. */
  query: string;
  /** The matching pages; null until the search has loaded (or when it could not). */
  results: SearchResult[] | null;
  failed: boolean;
}

/**
 * The pages matching `query`. The search loads on the first non-empty query, or at once when
 * `prepare` is set (the visitor is about to type).
 */
export function useSearch(query: string, prepare = false): SearchState {
  const [search, setSearch] = useState<Search | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = query.trim();
  const wanted = prepare || asked !== "";
  // After a failed load, the next query tries again.
  const retry = failed ? asked : "";

  useEffect(() => {
    if (!wanted || search) return;
    let current = true;
    loadSearch().then(
      (loaded) => {
        if (!current) return;
        setSearch(() => loaded);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, search, retry]);

  const results = useMemo(() => (search ? search(asked) : null), [search, asked]);
  return { query: asked, results, failed };
}
