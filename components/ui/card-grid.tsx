import { Children, isValidElement, type ReactNode } from "react";

import { capsOf, listLayouts, type Breakpoint } from "@/lib/grid";
import { cn } from "@/lib/cn";
import { drawnApart } from "@/lib/whole-page";

import { WholeMarker } from "./whole-marker";

/*
  The grid rule for every list of cards on the site (lib/grid.ts holds its arithmetic):
  - a most per row at each breakpoint: for cards one on phones, two from `sm`, three from `lg`,
    four from `xl` where the list allows four (`max` caps it: 4 for small cards, 1 for a list of
    wide rows); for tiles two on phones, five from `md`, six from `xl`;
  - the cards take as few rows as that allows; every card has one width, and a short row is
    centred under the full ones (two grid tracks a column, a short row's first card started a
    track in per missing card);
  - a card is never alone beside rows of more: the last two rows share the one over, or, in two
    columns, the list takes one column at that breakpoint;
  - a list with a closing tile (CardGridWithEnd, ./card-grid-end.tsx) keeps every card one
    column wide, the tile taking the last row's free cells.
  So no list ends in a lone card, in a row of wider cards or beside a hole.
*/

/** A card whose parts line up with its row neighbours': rows of the list's grid, shared. */
export const subgrid = {
  2: "row-span-2 grid grid-rows-subgrid gap-y-0",
  3: "row-span-3 grid grid-rows-subgrid gap-y-0",
  4: "row-span-4 grid grid-rows-subgrid gap-y-0",
};
/** How many rows of a list's grid a card may span and share (`rows`). */
export type SharedRows = keyof typeof subgrid;
/** A list's tracks, two a column, at each breakpoint, spelled out for Tailwind. */
const tracks: Record<Breakpoint, Record<number, string>> = {
  base: { 1: "grid-cols-2", 2: "grid-cols-4" },
  sm: { 1: "sm:grid-cols-2", 2: "sm:grid-cols-4" },
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
/**
 * How a card of a list with `rows` holds them at each breakpoint: sharing its row's (a subgrid)
 * where the row has two cards or more, as a size container of its own where it stands alone on
 * its row. A size container lays out independently, so it cannot be a subgrid: the wide card that
 * sets its picture beside its words (an article's, by container queries) is the lone one, and
 * cards that share a row are narrow.
 */
const rowsAt: Record<Breakpoint, { shared: string; own: string }> = {
  base: { shared: "grid grid-rows-subgrid @container-normal", own: "grid @container" },
  sm: {
    shared: "sm:grid-rows-subgrid sm:@container-normal",
    own: "sm:grid-rows-none sm:@container",
  },
  md: {
    shared: "md:grid-rows-subgrid md:@container-normal",
    own: "md:grid-rows-none md:@container",
  },
  lg: {
    shared: "lg:grid-rows-subgrid lg:@container-normal",
    own: "lg:grid-rows-none lg:@container",
  },
  xl: {
    shared: "xl:grid-rows-subgrid xl:@container-normal",
    own: "xl:grid-rows-none xl:@container",
  },
};
const rowSpans: Record<SharedRows, string> = { 2: "row-span-2", 3: "row-span-3", 4: "row-span-4" };

/** The track a short row's first card starts at, to be centred, and its way back to the flow. */
const starts: Record<Breakpoint, Record<number | "auto", string>> = {
  base: { 2: "col-start-2", auto: "col-start-auto" },
  sm: { 2: "sm:col-start-2", auto: "sm:col-start-auto" },
  md: {
    2: "md:col-start-2",
    3: "md:col-start-3",
    4: "md:col-start-4",
    5: "md:col-start-5",
    auto: "md:col-start-auto",
  },
  lg: {
    2: "lg:col-start-2",
    3: "lg:col-start-3",
    4: "lg:col-start-4",
    5: "lg:col-start-5",
    auto: "lg:col-start-auto",
  },
  xl: {
    2: "xl:col-start-2",
    3: "xl:col-start-3",
    4: "xl:col-start-4",
    5: "xl:col-start-5",
    6: "xl:col-start-6",
    auto: "xl:col-start-auto",
  },
};

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
  rows?: SharedRows;
  /** Small cards all alike (a logo and a name), as many as six to a row. `max` does not apply. */
  tiles?: boolean;
  /** Which cards a filter hides, by place; the rule then lays out the cards still shown. */
  hidden?: readonly boolean[];
  /**
   * Each card skipped while the page loads and drawn in a task of its own (lib/whole-page.ts), for
   * a long list. Not with `rows`: a skipped card is contained, and a contained card is no subgrid.
   */
  drawnApart?: boolean;
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
 * one-column list, puts its picture beside its text: `@min-[…]:` variants). Each card's place
 * follows from its place among the cards and their number, so a card never moves once painted;
 * the list still paints its cards only once its HTML has arrived to the marker at its end
 * (paint-when-whole in app/globals.css), so that a stalled connection never shows a last row with
 * a card missing.
 */
export function CardGrid({
  children,
  max = DEFAULT_COLUMNS,
  rows,
  tiles,
  hidden,
  drawnApart: apart,
  className,
  ...rest
}: CardGridProps) {
  if (apart && rows)
    throw new Error("CardGrid: a list whose cards share rows cannot draw them apart");
  const { items, places, shown } = placed(children, hidden);
  const layouts = listLayouts(shown, capsOf({ tiles, max }));
  return (
    <PlacedList
      items={items}
      places={places}
      itemProps={apart ? drawnApart : undefined}
      className={cn(
        "grid gap-6",
        layouts.map(({ breakpoint, columns }) => tracks[breakpoint][columns]),
        className,
      )}
      itemClassName={(place) =>
        cn(
          "col-span-2 min-w-0",
          rows
            ? [
                "grid gap-y-0",
                rowSpans[rows],
                layouts.map(({ breakpoint, columns }) =>
                  columns > 1 ? rowsAt[breakpoint].shared : rowsAt[breakpoint].own,
                ),
              ]
            : "@container flex",
          layouts.map(({ breakpoint, starts: at, back }) => {
            const start = at.get(place);
            if (start) return starts[breakpoint][start];
            return back.includes(place) ? starts[breakpoint].auto : undefined;
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
  itemProps,
  ...rest
}: {
  items: ReturnType<typeof Children.toArray>;
  places: number[];
  className: string;
  itemClassName: (place: number) => string;
  /** Attributes every item carries. */
  itemProps?: Record<string, string>;
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
          {...itemProps}
        >
          {item}
        </li>
      ))}
      <WholeMarker as="li" />
    </ul>
  );
}
