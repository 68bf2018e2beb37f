"use client";

import { Children, useState, type ReactNode } from "react";

import { ALL, matchesFilter, type FilterOption } from "@/lib/filter";

import { CardGrid } from "@/components/ui/card-grid";
import { FilterButtons } from "@/components/ui/filter-buttons";

interface FilterableGridProps {
  /** Names the group of filter buttons for assistive technology. */
  label: string;
  filters: FilterOption[];
  /** The tags of each child, in the same order as the children. */
  itemTags: string[][];
  /** The most columns a row may have on wide screens (the site's grid rule, CardGrid). */
  max?: 1 | 2 | 3 | 4;
  children: ReactNode;
}

/**
 * Filter buttons over a grid whose cards are rendered on the server: only which cards show is
 * decided here, so the cards' markup and icons ship as HTML, not JavaScript.
 */
export function FilterableGrid({ label, filters, itemTags, max, children }: FilterableGridProps) {
  const [active, setActive] = useState(ALL);
  const items = Children.toArray(children);
  const hidden = items.map((_, index) => !matchesFilter(itemTags[index] ?? [], active));
  const shown = hidden.filter((isHidden) => !isHidden).length;

  return (
    <div>
      <FilterButtons
        label={label}
        options={filters}
        active={active}
        onSelect={setActive}
        className="justify-center"
      />
      <p role="status" className="sr-only">
        {`${shown} ${shown === 1 ? "item" : "items"} shown`}
      </p>
      <CardGrid max={max} hidden={hidden} className="mt-10">
        {items}
      </CardGrid>
    </div>
  );
}
