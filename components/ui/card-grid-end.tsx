import type { ReactNode } from "react";

import { endSpans } from "@/lib/grid";
import { cn } from "@/lib/cn";

import { DEFAULT_COLUMNS, PlacedList, subgrid, placed, type SharedRows } from "./card-grid";

/** The breakpoints of a list with a closing tile, and its column count at each. */
type Breakpoint = "sm" | "lg" | "xl";
const columnsAt: Record<Breakpoint, number> = { sm: 2, lg: 3, xl: 4 };
/** Its grid: one column on phones, where the cards fill it; twelve tracks from `sm`. */
const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-12";
/** The class for a card spanning n twelfths at each breakpoint, spelled out for Tailwind. */
const span: Record<Breakpoint, Record<number, string>> = {
  sm: { 3: "sm:col-span-3", 4: "sm:col-span-4", 6: "sm:col-span-6", 12: "sm:col-span-12" },
  lg: { 3: "lg:col-span-3", 4: "lg:col-span-4", 6: "lg:col-span-6", 12: "lg:col-span-12" },
  xl: { 3: "xl:col-span-3", 4: "xl:col-span-4", 6: "xl:col-span-6", 12: "xl:col-span-12" },
};

/** The closing tile's span and whether it shows, at each breakpoint, spelled out for Tailwind. */
const tile: Record<Breakpoint, { hidden: string; spans: Record<number, string> }> = {
  sm: {
    hidden: "sm:hidden",
    spans: { 6: "sm:flex sm:col-span-6" },
  },
  lg: {
    hidden: "lg:hidden",
    spans: { 4: "lg:flex lg:col-span-4", 6: "lg:flex lg:col-span-6", 8: "lg:flex lg:col-span-8" },
  },
  xl: {
    hidden: "xl:hidden",
    spans: {
      3: "xl:flex xl:col-span-3",
      4: "xl:flex xl:col-span-4",
      6: "xl:flex xl:col-span-6",
      8: "xl:flex xl:col-span-8",
      9: "xl:flex xl:col-span-9",
    },
  },
};

/** The tile beside cards that span rows of the list's grid spans as many. */
const tileRows: Record<SharedRows, string> = { 2: "row-span-2", 3: "row-span-3", 4: "row-span-4" };

interface CardGridWithEndProps {
  /** One element per card; each is wrapped in a list item. */
  children: ReactNode;
  /** Where to go when no card fits (a call for a quote, a word with the team): EndTile. */
  end: ReactNode;
  /** The most columns a row may have (CardGrid's `max`). */
  max?: 2 | 3 | 4;
  /**
   * The parts of each card that line up with its row neighbours' (CardGrid's `rows`): each card
   * and the tile span that many rows of the list's grid, the cards sharing them (subgrid).
   */
  rows?: SharedRows;
  className?: string;
}

/**
 * A list of cards that ends in a closing tile (lib/grid.ts, endSpans): every card is one column
 * wide, and the tile takes the cells the cards leave free in the last row, or is not shown where
 * they leave none, so every row is full. Full rows need no centring, so it lays the cards on
 * twelve tracks, a card spanning a column's share. It stays apart from CardGrid, on the server,
 * so the pages whose scripts carry CardGrid (a filtered list) do not carry it too.
 */
export function CardGridWithEnd({
  children,
  end,
  max = DEFAULT_COLUMNS,
  rows,
  className,
}: CardGridWithEndProps) {
  const { items, places, shown } = placed(children, undefined);
  const layouts = (Object.keys(columnsAt) as Breakpoint[]).map((breakpoint) => ({
    breakpoint,
    ...endSpans(shown, Math.min(columnsAt[breakpoint], max)),
  }));
  return (
    // The cards and the tile share one grid: the list's box gives way to its items (display:
    // contents keeps it a list for assistive technology).
    <div className={cn(GRID, className)}>
      <PlacedList
        items={items}
        places={places}
        className="contents"
        itemClassName={(place) =>
          cn(
            "col-span-1 min-w-0",
            rows ? subgrid[rows] : "@container flex",
            layouts.map(({ breakpoint, cards }) => span[breakpoint][cards[place] ?? 12]),
          )
        }
      />
      <div
        data-list-end=""
        className={cn(
          // Phones have one column, which the cards fill: the tile shows only where it has room.
          "hidden min-w-0",
          rows && tileRows[rows],
          layouts.map(({ breakpoint, end: cells }) =>
            cells === 0 ? tile[breakpoint].hidden : tile[breakpoint].spans[cells],
          ),
        )}
      >
        {end}
      </div>
    </div>
  );
}
