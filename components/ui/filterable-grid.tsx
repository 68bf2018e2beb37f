"use client";

import { Children, useState, type ReactNode } from "react";

import { ALL, matchesFilter, type FilterOption } from "@/lib/filter";
import { clsx as cn } from "clsx";

interface FilterableGridProps {
  /** Names the group of filter buttons for assistive technology. */
  label: string;
  filters: FilterOption[];
  /** The tags of each child, in the same order as the children. */
  itemTags: string[][];
  className?: string;
  children: ReactNode;
}

/**
 * Filter buttons over a grid whose cards are rendered on the server: only which cards show is
 * decided here, so the cards' markup and icons ship as HTML, not JavaScript.
 */
export function FilterableGrid({
  label,
  filters,
  itemTags,
  className,
  children,
}: FilterableGridProps) {
  const [active, setActive] = useState(ALL);
  const items = Children.toArray(children);
  const shown = itemTags.filter((tags) => matchesFilter(tags, active)).length;

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            aria-pressed={active === filter.id}
            onClick={() => setActive(filter.id)}
            className={cn(
              "min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors",
              active === filter.id
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700",
            )}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {`${shown} ${shown === 1 ? "item" : "items"} shown`}
      </p>
      <ul className={cn("mt-10 grid gap-6", className)}>
        {items.map((item, index) => (
          <li key={index} hidden={!matchesFilter(itemTags[index] ?? [], active)} className="flex">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
