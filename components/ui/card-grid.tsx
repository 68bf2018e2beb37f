import { Children, isValidElement, type ReactNode } from "react";

import { TILE_CAP, cardSpans, tileColumns, tileLastRow } from "@/lib/grid";
import { cn } from "@/lib/cn";

import { WholeMarker } from "./whole-marker";

/*
  The grid rule for every list of cards on the site (lib/grid.ts holds its arithmetic):
  - one column on phones, two from `sm`, three from `lg`, four from `xl` where the list allows
    four (`max` caps the count: 4 for small cards, 1 for a list of wide rows);
  - the cards take as few rows as that allows, spread evenly, fuller rows first, and each row's
    cards share the row's whole width (a twelve-column grid from `sm`, a card spanning 12, 6, 4
    or 3 of them; one plain column on phones, where eleven gaps would eat the width);
  - where an odd count in two columns would leave one card alone beside pairs, the list takes one
    column at that breakpoint.
  - a list with a closing tile (CardGridWithEnd, ./card-grid-end.tsx) keeps every card one
    column wide, the tile taking the last row's free cells.
  So no list ends in a lone card or in a short row with a hole beside it, and every list ends the
  same way.
*/

export type Breakpoint = "sm" | "lg" | "xl";
/** The class for a card spanning n twelfths at each breakpoint, spelled out for Tailwind. */
export const span: Record<Breakpoint, Record<number, string>> = {
  sm: {
    3: "sm:col-span-3",
    4: "sm:col-span-4",
    6: "sm:col-span-6",
    12: "sm:col-span-12",
  },
  lg: {
    3: "lg:col-span-3",
    4: "lg:col-span-4",
    6: "lg:col-span-6",
    12: "lg:col-span-12",
  },
  xl: {
    3: "xl:col-span-3",
    4: "xl:col-span-4",
    6: "xl:col-span-6",
    12: "xl:col-span-12",
  },
};
/** A card whose parts line up with its row neighbours': rows of the list's grid, shared. */
export const subgrid = {
  2: "row-span-2 grid grid-rows-subgrid gap-y-0",
  3: "row-span-3 grid grid-rows-subgrid gap-y-0",
};
/** The breakpoints of a list of tiles: from the narrowest phone, then as the cards'. */
type TileBreakpoint = keyof typeof TILE_CAP;
/** A list of tiles: two tracks a tile column (see tileLastRow), spelled out for Tailwind. */
const tileTracks: Record<TileBreakpoint, Record<number, string>> = {
  base: { 1: "grid-cols-2", 2: "grid-cols-4" },
  md: {
    1: "md:grid-cols-2",
    2: "md:grid-cols-4",
    3: "md:grid-cols-6",
    4: "md:grid-cols-8",
    5: "md:grid-cols-10",
  },
  lg: {
    1: "lg:grid-cols-2",
    2: "lg:grid-cols-4",
    3: "lg:grid-cols-6",
    4: "lg:grid-cols-8",
    5: "lg:grid-cols-10",
  },
  xl: {
    1: "xl:grid-cols-2",
    2: "xl:grid-cols-4",
    3: "xl:grid-cols-6",
    4: "xl:grid-cols-8",
    5: "xl:grid-cols-10",
    6: "xl:grid-cols-12",
  },
};
/** The track a short last row of tiles starts at, to be centred. */
const tileStart: Record<TileBreakpoint, Record<number, string>> = {
  base: { 2: "col-start-2" },
  md: { 2: "md:col-start-2", 3: "md:col-start-3", 4: "md:col-start-4", 5: "md:col-start-5" },
  lg: { 2: "lg:col-start-2", 3: "lg:col-start-3", 4: "lg:col-start-4", 5: "lg:col-start-5" },
  xl: {
    2: "xl:col-start-2",
    3: "xl:col-start-3",
    4: "xl:col-start-4",
    5: "xl:col-start-5",
    6: "xl:col-start-6",
  },
};
const tileStartAuto: Record<TileBreakpoint, string> = {
  base: "col-start-auto",
  md: "md:col-start-auto",
  lg: "lg:col-start-auto",
  xl: "xl:col-start-auto",
};
/** The grid every list of cards is laid on: one column on phones, twelve tracks from `sm`. */
export const CARD_GRID = "grid grid-cols-1 gap-6 sm:grid-cols-12";
/** The column count at each breakpoint. */
export const columnsAt: Record<Breakpoint, number> = { sm: 2, lg: 3, xl: 4 };

interface CardGridProps {
  /** One element per card; each is wrapped in a list item. */
  children: ReactNode;
  /**
   * The most columns a row may have: 4 for lists of small cards, 1 for a list of wide rows (the
   * job openings, each a row with its action at the end).
   */
  max?: 1 | 2 | 3 | 4;
  /**
   * The parts of each card that line up with its row neighbours' (a quote, then its author): each
   * card spans that many rows of the list's grid and shares them (subgrid), so a part starts at
   * one height across the row whatever the length of the parts above it. The card is then a grid
   * of its own: `row-span-N grid grid-rows-subgrid gap-y-0`.
   */
  rows?: 2 | 3;
  /**
   * Small cards all alike (a logo and a name): every tile one width, rows as full as the count
   * allows, a short last row centred (lib/grid.ts, tileColumns). `max` does not apply.
   */
  tiles?: boolean;
  /** Which cards a filter hides, by place; the rule then lays out the cards still shown. */
  hidden?: readonly boolean[];
  className?: string;
  "aria-label"?: string;
  /** Marks the list a filter's style rules lay out (lib/filter.ts). */
  "data-cards"?: string;
}

/**
 * A list's cards, each one's place among the cards shown (-1 for a hidden one), and how many are
 * shown: the rule lays out the shown cards as if they were the whole list.
 */
export function placed(children: ReactNode, hidden: readonly boolean[] | undefined) {
  const items = Children.toArray(children);
  let shown = 0;
  const places = items.map((_, index) => (hidden?.[index] ? -1 : shown++));
  return { items, places, shown };
}

/** A card's own key, or its place where it has none. */
const keyOf = (item: ReactNode, index: number) =>
  isValidElement(item) && item.key !== null ? item.key : index;

/** The columns a list has at its widest unless it says otherwise (`max`). */
export const DEFAULT_COLUMNS = 3;

/**
 * A list of cards laid out by the site's one grid rule (above). Each card's item is a size
 * container, so a card can lay itself out by the width the rule gave it (a wide card, alone in a
 * one-column list, puts its picture beside its text: `@min-[…]:` variants). Each card's span follows from its
 * place and the number of cards, so a card never moves once painted; the list still paints its
 * cards only once its HTML has arrived to the marker at its end (paint-when-whole in
 * app/globals.css), so that a stalled connection never shows a last row with a card missing.
 */
export function CardGrid({
  children,
  max = DEFAULT_COLUMNS,
  rows,
  tiles,
  hidden,
  className,
  ...rest
}: CardGridProps) {
  if (tiles)
    return (
      <TileGrid hidden={hidden} className={className} {...rest}>
        {children}
      </TileGrid>
    );
  const { items, places, shown } = placed(children, hidden);
  const spans = (Object.keys(columnsAt) as Breakpoint[]).map(
    (breakpoint) => [breakpoint, cardSpans(shown, Math.min(columnsAt[breakpoint], max))] as const,
  );
  return (
    <PlacedList
      items={items}
      places={places}
      className={cn(CARD_GRID, className)}
      itemClassName={(place) =>
        cn(
          "col-span-1 min-w-0",
          rows ? subgrid[rows] : "@container flex",
          spans.map(([breakpoint, list]) => span[breakpoint][list[place] ?? 12]),
        )
      }
      {...rest}
    />
  );
}

/** A list of tiles (CardGrid's `tiles`): equal widths, full rows, a short last row centred. */
function TileGrid({
  children,
  hidden,
  className,
  ...rest
}: Omit<CardGridProps, "max" | "rows" | "tiles">) {
  const { items, places, shown } = placed(children, hidden);
  const layouts = (Object.keys(TILE_CAP) as TileBreakpoint[]).map((breakpoint) => {
    const columns = tileColumns(shown, TILE_CAP[breakpoint]);
    return { breakpoint, columns, last: tileLastRow(shown, columns) };
  });
  return (
    <PlacedList
      items={items}
      places={places}
      className={cn(
        "grid gap-6",
        layouts.map(({ breakpoint, columns }) => tileTracks[breakpoint][columns]),
        className,
      )}
      itemClassName={(place) =>
        cn(
          "@container col-span-2 flex min-w-0",
          layouts.map(({ breakpoint, last }, at) => {
            if (last && place === last.first) return tileStart[breakpoint][last.start];
            // A start set at a narrower breakpoint would hold at this one too.
            const before = layouts.slice(0, at).some((layout) => layout.last?.first === place);
            return before ? tileStartAuto[breakpoint] : undefined;
          }),
        )
      }
      {...rest}
    />
  );
}

/**
 * The list both layouts write: each card in its item, a hidden card's item hidden, and the marker
 * after the last that lets the list paint once whole.
 */
export function PlacedList({
  items,
  places,
  className,
  itemClassName,
  ...rest
}: {
  items: ReturnType<typeof Children.toArray>;
  places: number[];
  className: string;
  itemClassName: (place: number) => string;
  "aria-label"?: string;
  "data-cards"?: string;
}) {
  return (
    <ul className={cn("paint-when-whole", className)} {...rest}>
      {items.map((item, index) => (
        <li
          key={keyOf(item, index)}
          hidden={places[index]! < 0}
          className={itemClassName(places[index]!)}
        >
          {item}
        </li>
      ))}
      <WholeMarker as="li" />
    </ul>
  );
}
