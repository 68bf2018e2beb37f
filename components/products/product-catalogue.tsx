"use client";

import { Children, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ArrowRight, Search, SearchX } from "lucide-react";

import {
  filterProducts,
  parseProductFilter,
  PRODUCT_FILTERS,
  type ProductFilter,
  type SearchableProduct,
} from "@/lib/products";

import { productSearchText as text } from "@/content/widgets";
import { CardGrid } from "@/components/ui/card-grid";
import { composition } from "@/components/ui/composition";
import { FilterRadios } from "@/components/ui/filter-radios";

import { SearchParamsSync } from "./search-params-sync";
import { setUrlSearch, useUrlSearch } from "./use-url-search";

const filters = PRODUCT_FILTERS.map((id) => ({ id, label: text.filters[id] }));
/** The list's id in content/filter-lists.ts, which its style rules name. */
const LIST = "products";

interface ProductCatalogueProps {
  products: SearchableProduct[];
  /** One server-rendered card per product, in the same order. */
  children: ReactNode;
}

/**
 * Search and filter over cards rendered on the server: this component only decides which cards
 * show, so without JavaScript every card is in the page. The search text and filter live in the
 * URL (?q=...&filter=new), so a filtered view can be shared and the back button restores it.
 *
 * Before the script runs (or without it), the controls still answer: the search is a GET form,
 * which loads /products?q=… (this then shows its matches once live), and the filter pills are
 * radio buttons the build's style rules filter the cards by (lib/filter.ts). Once live, the search
 * filters as the visitor types and the filter follows the address.
 */
export function ProductCatalogue({ products, children }: ProductCatalogueProps) {
  const params = useUrlSearch();
  const query = params.get("q") ?? "";
  const filter = parseProductFilter(params.get("filter"));
  const shown = new Set(filterProducts(products, query, filter).map((product) => product.id));
  const cards = Children.toArray(children);
  const [live, setLive] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef(true);

  const update = (next: { query?: string; filter?: ProductFilter }, mode: "push" | "replace") => {
    const nextParams = new URLSearchParams();
    const nextQuery = next.query ?? query;
    const nextFilter = next.filter ?? filter;
    if (nextQuery) nextParams.set("q", nextQuery);
    if (nextFilter !== "all") nextParams.set("filter", nextFilter);
    setUrlSearch(nextParams, mode);
  };

  // The radios are not controlled (a choice made before the page was live must survive it): they
  // follow the address here, and a choice made before the page was live goes into the address.
  useEffect(() => {
    const radios = [
      ...(form.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
    ];
    if (first.current) {
      first.current = false;
      setLive(true);
      const chosen = radios.find((radio) => radio.checked)?.value;
      if (chosen && chosen !== "all") return update({ filter: parseProductFilter(chosen) }, "push");
    }
    // Each radio set through its own property: React tracks a radio's checked state by that
    // setter, and one unchecked only by its group would stay "checked" to React, whose change
    // event would then not fire when the visitor chose it again.
    for (const radio of radios) radio.checked = radio.value === filter;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the filter alone
  }, [filter]);

  return (
    <div data-filter={live ? undefined : LIST}>
      <Suspense fallback={null}>
        <SearchParamsSync />
      </Suspense>
      <form
        ref={form}
        role="search"
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-2 sm:w-[28rem]">
          <label htmlFor="product-search" className="sr-only">
            {text.searchLabel}
          </label>
          <div className="relative min-w-0 flex-1" {...composition}>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="product-search"
              type="search"
              name="q"
              value={query}
              maxLength={100}
              autoComplete="off"
              placeholder={text.searchPlaceholder}
              onChange={(event) => update({ query: event.target.value }, "replace")}
              className="min-h-12 w-full rounded-full border border-slate-300 bg-white pr-5 pl-12 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none"
            />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-slate-950 hover:bg-accent-hover sm:w-auto sm:px-5"
          >
            {/* On phones an arrow, so the box shows its whole placeholder. */}
            <ArrowRight aria-hidden="true" className="size-5 sm:hidden" />
            <span className="max-sm:sr-only">{text.searchButton}</span>
          </button>
        </div>
        <FilterRadios
          label={text.filterLabel}
          name="filter"
          options={filters}
          initial="all"
          onSelect={(id) => update({ filter: parseProductFilter(id) }, "push")}
        />
      </form>

      <p role="status" className="mt-6 text-sm text-slate-600">
        {live
          ? text.showing(shown.size, products.length)
          : filters.map(({ id }) => (
              <span key={id} data-count-for={id}>
                {text.showing(filterProducts(products, "", id).length, products.length)}
              </span>
            ))}
      </p>

      <CardGrid
        aria-label={text.listLabel}
        hidden={live ? products.map((product) => !shown.has(product.id)) : undefined}
        className="mt-4"
        drawnApart
        data-cards=""
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
