"use client";

import { Children, Suspense, type ReactNode } from "react";
import { Search, SearchX } from "lucide-react";

import {
  filterProducts,
  parseProductFilter,
  type ProductFilter,
  type SearchableProduct,
} from "@/lib/products";

import { productSearchText as text } from "@/content/widgets";
import { CardGrid } from "@/components/ui/card-grid";
import { composition } from "@/components/ui/composition";
import { FilterButtons } from "@/components/ui/filter-buttons";

import { SearchParamsSync } from "./search-params-sync";
import { setUrlSearch, useUrlSearch } from "./use-url-search";

const filterIds: readonly ProductFilter[] = ["all", "new", "hot"];
const filters = filterIds.map((id) => ({ id, label: text.filters[id] }));

interface ProductCatalogueProps {
  products: SearchableProduct[];
  /** One server-rendered card per product, in the same order. */
  children: ReactNode;
}

/**
 * Search and filter over cards rendered on the server: this component only decides which cards
 * show, so without JavaScript every card is in the page. The search text and filter live in the
 * URL (?q=...&filter=new), so a filtered view can be shared and the back button restores it.
 */
export function ProductCatalogue({ products, children }: ProductCatalogueProps) {
  const params = useUrlSearch();
  const query = params.get("q") ?? "";
  const filter = parseProductFilter(params.get("filter"));
  const shown = new Set(filterProducts(products, query, filter).map((product) => product.id));
  const cards = Children.toArray(children);

  const update = (next: { query?: string; filter?: ProductFilter }, mode: "push" | "replace") => {
    const nextParams = new URLSearchParams();
    const nextQuery = next.query ?? query;
    const nextFilter = next.filter ?? filter;
    if (nextQuery) nextParams.set("q", nextQuery);
    if (nextFilter !== "all") nextParams.set("filter", nextFilter);
    setUrlSearch(nextParams, mode);
  };

  return (
    <div>
      <Suspense fallback={null}>
        <SearchParamsSync />
      </Suspense>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="sm:w-96">
          <label htmlFor="product-search" className="sr-only">
            {text.searchLabel}
          </label>
          <div className="relative" {...composition}>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="product-search"
              type="search"
              value={query}
              maxLength={100}
              autoComplete="off"
              placeholder={text.searchPlaceholder}
              onChange={(event) => update({ query: event.target.value }, "replace")}
              className="min-h-12 w-full rounded-full border border-slate-300 bg-white pr-5 pl-12 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none"
            />
          </div>
        </form>
        <FilterButtons
          label={text.filterLabel}
          options={filters}
          active={filter}
          onSelect={(id) => update({ filter: parseProductFilter(id) }, "push")}
        />
      </div>

      <p role="status" className="mt-6 text-sm text-slate-600">
        {text.showing(shown.size, products.length)}
      </p>

      <CardGrid
        aria-label={text.listLabel}
        hidden={products.map((product) => !shown.has(product.id))}
        className="mt-4"
      >
        {cards}
      </CardGrid>

      {shown.size === 0 && (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold">{text.empty.title}</h2>
          <p className="mt-2">{text.empty.text}</p>
          <button
            type="button"
            onClick={() => setUrlSearch(new URLSearchParams(), "push")}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-900 hover:border-brand-700 hover:text-brand-700"
          >
            {text.empty.button}
          </button>
        </div>
      )}
    </div>
  );
}
