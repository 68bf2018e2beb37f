"use client";

import { Children, useEffect, useRef, useState, type ReactNode } from "react";

import { ALL, matchesFilter, type FilterOption } from "@/lib/filter";

import { CardGrid, type SharedRows } from "@/components/ui/card-grid";
import { FilterRadios } from "@/components/ui/filter-radios";

interface FilterableGridProps {
  /** The list's id in content/filter-lists.ts, which its style rules name. */
  list: string;
  /** Names the group of filter buttons for assistive technology. */
  label: string;
  filters: FilterOption[];
  /** The tags of each child, in the same order as the children. */
  itemTags: string[][];
  /** The most columns a row may have on wide screens (the site's grid rule, CardGrid). */
  max?: 1 | 2 | 3 | 4;
  /** Small cards all alike, laid out as tiles (CardGrid's `tiles`). */
  tiles?: boolean;
  /** The parts of each card that line up with its row neighbours' (CardGrid's `rows`). */
  rows?: SharedRows;
  children: ReactNode;
}

const shownText = (count: number) => `${count} ${count === 1 ? "item" : "items"} shown`;

/**
 * Filter pills over a grid whose cards are rendered on the server. Until the page's script runs,
 * the pills are radio buttons the browser checks and the build's style rules filter the cards
 * (lib/filter.ts); once live, this takes the choice over from the radios, lays out the cards
 * shown and says how many there are.
 */
export function FilterableGrid({
  list,
  label,
  filters,
  itemTags,
  max,
  tiles,
  rows,
  children,
}: FilterableGridProps) {
  const [active, setActive] = useState(ALL);
  const [live, setLive] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items = Children.toArray(children);
  const count = (filter: string) =>
    items.filter((_, index) => matchesFilter(itemTags[index] ?? [], filter)).length;
  const hidden = items.map((_, index) => !matchesFilter(itemTags[index] ?? [], active));

  useEffect(() => {
    // A choice made before the page was live, which the style rules showed.
    const chosen = root.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if (chosen) setActive(chosen);
    setLive(true);
  }, []);

  return (
    <div ref={root} data-filter={live ? undefined : list}>
      <FilterRadios
        label={label}
        name={`${list}-filter`}
        options={filters}
        initial={ALL}
        onSelect={setActive}
        className="text-center"
      />
      <p role="status" className="sr-only">
        {live
          ? shownText(count(active))
          : filters.map((filter) => (
              <span key={filter.id} data-count-for={filter.id}>
                {shownText(count(filter.id))}
              </span>
            ))}
      </p>
      <CardGrid
        max={max}
        tiles={tiles}
        rows={rows}
        hidden={live ? hidden : undefined}
        className="mt-10"
        data-cards=""
      >
        {items}
      </CardGrid>
    </div>
  );
}
