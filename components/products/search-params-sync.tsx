"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { syncUrlSearch } from "./use-url-search";

/**
 * Follows the router's search parameters, so a link to /products from a filtered view shows
 * every product again. Rendered inside its own Suspense boundary: it draws nothing, so the
 * prerendered catalogue is untouched.
 */
export function SearchParamsSync() {
  // Null outside the App Router (unit tests render the catalogue alone).
  const search = useSearchParams()?.toString() ?? "";
  useEffect(() => syncUrlSearch(), [search]);
  return null;
}
