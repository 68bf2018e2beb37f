"use client";

import { lazy, Suspense } from "react";

/**
 * The site search on the not-found page. That page is the root layout's not-found boundary, whose
 * client code Next.js puts in every page's first JavaScript; loaded lazily, the search's code is
 * fetched only where it shows. The page's HTML still holds the search form, which sends its query
 * to /search by itself until the script is live.
 */
const SiteSearch = lazy(() =>
  import("@/components/search/site-search").then((module) => ({ default: module.SiteSearch })),
);

export function NotFoundSearch() {
  return (
    <Suspense>
      <SiteSearch />
    </Suspense>
  );
}
