import { TILE_CAP, cardSpans, tileColumns, tileLastRow } from "./grid";

export const ALL = "all";

export interface FilterOption {
  id: string;
  label: string;
}

/** Whether an item tagged with `tags` shows under the active filter ("all" shows everything). */
export function matchesFilter(tags: readonly string[], active: string): boolean {
  return active === ALL || tags.includes(active);
}

/**
 * A filtered list of cards as CSS sees it before the page's script runs: its container carries
 * `data-filter={id}`, its radio buttons the option ids as values, its card list `data-cards`, and
 * its status one `data-count-for={option}` line per option.
 */
export interface FilterList {
  id: string;
  /** The option ids, "all" among them. */
  options: readonly string[];
  /** Each card's tags, in the cards' order. */
  tags: readonly (readonly string[])[];
  /** The most columns a row may have (CardGrid's `max`). */
  max: number;
  /** Laid out as tiles (CardGrid's `tiles`): equal widths, a short last row centred. */
  tiles?: boolean;
}

/**
 * The rules that lay out the shown tiles of a list of tiles (CardGrid's `tiles`) by themselves. A
 * tile moved to centre a short last row at one width is put back at the next where it is not.
 */
function tileRules(chosen: string, shown: number[]): string[] {
  const caps = [
    { width: undefined, cap: TILE_CAP.base },
    { width: "48rem", cap: TILE_CAP.md },
    { width: "64rem", cap: TILE_CAP.lg },
    { width: "80rem", cap: TILE_CAP.xl },
  ];
  let moved: number | undefined;
  return caps.map(({ width, cap }) => {
    const columns = tileColumns(shown.length, cap);
    const last = tileLastRow(shown.length, columns);
    const tile = (index: number) => `  ${chosen} [data-cards] > li:nth-child(${index + 1})`;
    const inner = [
      `  ${chosen} [data-cards] { grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr)); }`,
      `  ${chosen} [data-cards] > li { grid-column: span 2 / span 2; }`,
    ];
    const first = last ? shown[last.first]! : undefined;
    if (moved !== undefined && moved !== first)
      inner.push(`${tile(moved)} { grid-column: span 2 / span 2; }`);
    if (last) inner.push(`${tile(first!)} { grid-column-start: ${last.start}; }`);
    moved = first;
    return width ? `@media (width >= ${width}) {\n${inner.join("\n")}\n}` : inner.join("\n");
  });
}

/** The breakpoints of the grid rule (lib/grid.ts) and their column counts. */
const breakpoints = [
  { width: "40rem", columns: 2 },
  { width: "64rem", columns: 3 },
  { width: "80rem", columns: 4 },
];

/**
 * The style rules that make a list's radio buttons filter its cards by themselves, so a choice
 * answers from the first paint, scripts or not: for each option, the cards it leaves out are not
 * shown and the cards it shows are laid out by the grid rule as if they were the whole list (no
 * lone card), and only that option's status line shows. Written at build time from the content
 * (scripts/content/prepare.ts), so a new category or card needs no style edit. Once live, the
 * script takes over and removes `data-filter`, which turns these rules off.
 */
export function filterRules(list: FilterList): string {
  const css = (value: string) => JSON.stringify(value);
  const rules: string[] = [];
  const nth = (indexes: number[]) =>
    `:is(${indexes.map((index) => `:nth-child(${index + 1})`).join(", ")})`;
  for (const option of list.options) {
    const chosen = `[data-filter=${css(list.id)}]:has(input[type="radio"][value=${css(option)}]:checked)`;
    rules.push(
      `${chosen} [data-count-for]:not([data-count-for=${css(option)}]) { display: none; }`,
    );
    if (option === ALL) continue;
    const hidden: number[] = [];
    const shown: number[] = [];
    list.tags.forEach((tags, index) => (matchesFilter(tags, option) ? shown : hidden).push(index));
    if (hidden.length > 0) {
      rules.push(`${chosen} [data-cards] > li${nth(hidden)} { display: none; }`);
    }
    if (list.tiles) {
      rules.push(...tileRules(chosen, shown));
      continue;
    }
    // A width whose spans are the narrower width's needs no rules of its own: those still hold.
    let previous = "";
    for (const { width, columns } of breakpoints) {
      const spans = cardSpans(shown.length, Math.min(columns, list.max));
      const bySpan = new Map<number, number[]>();
      shown.forEach((index, place) => {
        const span = spans[place] ?? 12;
        bySpan.set(span, [...(bySpan.get(span) ?? []), index]);
      });
      const inner = [...bySpan].map(
        ([span, indexes]) =>
          `  ${chosen} [data-cards] > li${nth(indexes)} { grid-column: span ${span} / span ${span}; }`,
      );
      const block = inner.join("\n");
      if (inner.length > 0 && block !== previous)
        rules.push(`@media (width >= ${width}) {\n${block}\n}`);
      previous = block;
    }
  }
  return rules.join("\n");
}
