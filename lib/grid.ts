/**
 * The one rule every list of cards on the site follows (components/ui/card-grid.tsx lays it out):
 *
 * - A most per row at each breakpoint: for cards one on phones, two from `sm` (640 px), three from
 *   `lg` (1024 px), four from `xl` (1280 px) for lists of small cards that allow four; for tiles
 *   (a logo and a name) two on phones, five from `md`, six from `xl` (`CARD_CAP`, `TILE_CAP`).
 * - The cards take as few rows as that allows, and as few columns as fill those rows: seven cards
 *   where a row may hold four are 4 + 3, five where it may hold four are 3 + 2.
 * - Every card of a list has one width, and a short row is centred under the full ones: a row of
 *   wider cards under narrower ones reads as a mistake, and so does a hole beside a short row.
 * - A card is never alone in a row beside rows of more: where the count would leave one over, the
 *   last two rows share it (seven in three columns are 3 + 2 + 2); in two columns, where they
 *   cannot, the list takes one column at that breakpoint.
 *
 * The sizes of a list's rows, first to last, where a row may hold `cap`; one card a row when the
 * rule falls back to one column.
 */
export function rowSizes(count: number, cap: number): number[] {
  if (count <= 0) return [];
  const columns = Math.ceil(count / Math.ceil(count / Math.max(cap, 1)));
  const sizes = Array.from({ length: Math.floor(count / columns) }, () => columns);
  const over = count % columns;
  if (over === 0) return sizes;
  if (over > 1) return [...sizes, over];
  if (columns <= 2) return Array.from({ length: count }, () => 1);
  sizes[sizes.length - 1] = columns - 1;
  return [...sizes, 2];
}

/**
 * How a list stands where a row may hold `cap`: its column count, and where each short row
 * starts. A list is laid on two grid tracks a column, every card spanning two, so a row short of
 * k cards is centred by starting its first card k tracks in. `starts` maps the place of a short
 * row's first card (among the cards shown) to the track, 1-based, it starts at.
 */
export function rowStarts(count: number, cap: number) {
  const sizes = rowSizes(count, cap);
  const columns = Math.max(1, ...sizes);
  const starts = new Map<number, number>();
  let place = 0;
  for (const size of sizes) {
    if (size < columns) starts.set(place, columns - size + 1);
    place += size;
  }
  return { columns, starts };
}

/** The breakpoints a list is laid out at, narrowest first, and where each begins. */
export const BREAKPOINTS = [
  { name: "base", width: undefined },
  { name: "sm", width: "40rem" },
  { name: "md", width: "48rem" },
  { name: "lg", width: "64rem" },
  { name: "xl", width: "80rem" },
] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number]["name"];

/** The most cards a row may hold at each breakpoint (a list's `max` caps it further). */
export const CARD_CAP: Record<Breakpoint, number> = { base: 1, sm: 2, md: 2, lg: 3, xl: 4 };
/** The most tiles a row may hold: a tile stands its logo over its name, so two share a phone. */
export const TILE_CAP: Record<Breakpoint, number> = { base: 2, sm: 2, md: 5, lg: 5, xl: 6 };

/** The most a row may hold at each breakpoint, for a list of tiles or of cards capped at `max`. */
export function capsOf({ tiles, max = 3 }: { tiles?: boolean; max?: number }) {
  if (tiles) return TILE_CAP;
  const caps = { ...CARD_CAP };
  for (const { name } of BREAKPOINTS) caps[name] = Math.min(caps[name], max);
  return caps;
}

/**
 * A list of `count` cards at each breakpoint: its columns, its short rows' starts, and the cards a
 * narrower breakpoint moved that go back where the flow puts them (`back`), since a start set at
 * one width holds at every wider one.
 */
export function listLayouts(count: number, caps: Record<Breakpoint, number>) {
  const moved = new Set<number>();
  return BREAKPOINTS.map(({ name, width }) => {
    const { columns, starts } = rowStarts(count, caps[name]);
    const back = [...moved].filter((place) => !starts.has(place));
    for (const place of back) moved.delete(place);
    for (const place of starts.keys()) moved.add(place);
    return { breakpoint: name, width, columns, starts, back };
  });
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
