/**
 * The one rule every list of cards on the site follows (components/ui/card-grid.tsx lays it out):
 *
 * - One column count per breakpoint: one column on phones, two from `sm` (640 px), three from
 *   `lg` (1024 px), four from `xl` (1280 px) for lists of small cards that allow four.
 * - The cards take as few rows as that count allows, spread evenly over them (fuller rows first),
 *   and each row's cards share its whole width: a list never ends in a short row with a gap
 *   beside it. Seven cards in three columns are 3 + 2 + 2, five are 3 + 2, four are 2 + 2.
 * - Where that would still leave a card alone in a row beside rows of two (an odd count in two
 *   columns), the list takes one column at that breakpoint instead.
 *
 * The sizes of a list's rows, first to last, in `columns` columns; one card a row when the rule
 * falls back to one column.
 */
export function rowSizes(count: number, columns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(columns, 1));
  const base = Math.floor(count / rows);
  const extra = count % rows;
  const sizes = Array.from({ length: rows }, (_, row) => base + (row < extra ? 1 : 0));
  const widest = Math.max(...sizes);
  if (widest > 1 && sizes.includes(1)) return Array.from({ length: count }, () => 1);
  return sizes;
}

/** The twelfths of a row each card spans, in order, for `count` cards in `columns` columns. */
export function cardSpans(count: number, columns: number): number[] {
  return rowSizes(count, columns).flatMap((size) => Array.from({ length: size }, () => 12 / size));
}

/**
 * A list that ends in a closing tile (CardGridWithEnd, components/ui/card-grid-end.tsx: where to go when no card fits, such as a
 * call for a quote): every card is one column wide, and the tile takes the cells the cards leave
 * free in the last row; where they leave none, it is not shown. Seven cards in four columns are
 * 4, then 3 and the tile; five in two are 2 + 2, then 1 and the tile; eight in four are 4 + 4.
 * Every row is then full and every card of the page's lists one width, where the rule above
 * would make rows of 4 + 3.
 *
 * The twelfths the tile spans (0: not shown), and each card's.
 */
export function endSpans(count: number, columns: number): { end: number; cards: number[] } {
  const free = (columns - (count % columns)) % columns;
  return {
    end: (free * 12) / columns,
    cards: Array.from({ length: count }, () => 12 / columns),
  };
}

/**
 * Tiles: lists of small cards all alike (a technology's logo and name), where a row of wider
 * cards beside rows of narrower ones reads as a mistake. Every tile of a list has one width:
 *
 * - The most tiles a row may hold: two on phones (a tile stands its logo over its name, so two
 *   share a 320 px phone's width), five from `md` (768 px), six from `xl`.
 * - The tiles take as few rows as that allows and the rows are as full as the count lets them:
 *   ten tiles are 5 + 5 from `lg`, seven are 4 + 3; a short last row is centred under the others.
 * - A last row of one tile under fuller rows is never left: the rows then hold one tile fewer,
 *   down to one column (five tiles in two columns are one column, as the card rule does).
 *
 * The column count for `count` tiles where a row may hold `cap`.
 */
export function tileColumns(count: number, cap: number): number {
  if (count <= 1) return 1;
  let columns = Math.ceil(count / Math.ceil(count / Math.max(cap, 1)));
  while (columns > 1 && count % columns === 1) columns -= 1;
  return columns;
}

/**
 * Where the last row's first tile starts when the row is short: tiles are laid on a grid of two
 * tracks a column (each tile spans two), so a short row is centred by starting it one track per
 * missing tile in. The track (1-based) to start at, or undefined for a full last row.
 */
export function tileLastRow(
  count: number,
  columns: number,
): { first: number; start: number } | undefined {
  const inLast = count % columns;
  if (inLast === 0 || columns === 1) return undefined;
  return { first: count - inLast, start: columns - inLast + 1 };
}

/** The most tiles a row may hold at each breakpoint, from the narrowest phone (`base`) up. */
export const TILE_CAP = { base: 2, md: 5, lg: 5, xl: 6 } as const;
