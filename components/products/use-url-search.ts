import { useSyncExternalStore } from "react";

/**
 * The page's query string as a tiny store. It changes through `setUrlSearch`, the back and
 * forward buttons, and `syncUrlSearch` after a link to this page, so the router's own history
 * writes during a navigation cannot make the visitor's typing jump back.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function read(): string {
  current ??= window.location.search;
  return current;
}

function subscribe(listener: () => void) {
  const onPopState = () => {
    current = window.location.search;
    listener();
  };
  listeners.add(listener);
  window.addEventListener("popstate", onPopState);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", onPopState);
    // Another visit to the page starts again from its own URL.
    if (listeners.size === 0) current = null;
  };
}

/** Re-reads the address after a navigation the store did not make (a link to this page). */
export function syncUrlSearch() {
  if (current === null || current === window.location.search) return;
  current = window.location.search;
  listeners.forEach((listener) => listener());
}

/** Replaces the query string; "push" adds a history entry so the back button returns to this. */
export function setUrlSearch(params: URLSearchParams, mode: "push" | "replace") {
  const query = params.toString();
  current = query ? `?${query}` : "";
  const url = `${window.location.pathname}${current}${window.location.hash}`;
  // A null state lets the Next.js router keep its own history data in the entry.
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  listeners.forEach((listener) => listener());
}

/** The current URL's search parameters; empty while prerendering and hydrating. */
export function useUrlSearch(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, read, () => "");
  return new URLSearchParams(search);
}
