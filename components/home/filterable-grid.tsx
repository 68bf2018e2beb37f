"use client";

import { Children, useState, type ReactNode } from "react";

import { ALL, matchesFilter, type FilterOption } from "@/lib/filter";

import { FilterButtons } from "@/components/ui/filter-buttons";

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
      <ul className={`mt-10 grid gap-6 ${className ?? ""}`}>
        {items.map((item, index) => (
          <li key={index} hidden={!matchesFilter(itemTags[index] ?? [], active)} className="flex">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
