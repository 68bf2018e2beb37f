import { capsOf, listLayouts } from "./grid";

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
  /** Laid out as tiles (CardGrid's `tiles`): as many as six to a row. */
  tiles?: boolean;
}

/**
 * The rules that lay out the cards an option shows by themselves (lib/grid.ts, listLayouts): at
 * each breakpoint the list's tracks, every card put back in the flow (the page's own classes
 * place the cards of the whole list), and each short row's first card started to centre the row.
 * A breakpoint whose layout is the narrower one's writes nothing: those rules still hold.
 */
function layoutRules(chosen: string, shown: number[], list: FilterList): string[] {
  let previous = "";
  return listLayouts(shown.length, capsOf(list)).flatMap(({ width, columns, starts }) => {
    const inner = [
      `${chosen} [data-cards] { grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr)); }`,
      `${chosen} [data-cards] > li { grid-column: span 2 / span 2; }`,
      ...[...starts].map(
        ([place, start]) =>
          `${chosen} [data-cards] > li:nth-child(${shown[place]! + 1}) { grid-column-start: ${start}; }`,
      ),
    ].join("\n");
    if (inner === previous) return [];
    previous = inner;
    return [width ? `@media (width >= ${width}) {\n  ${inner.replaceAll("\n", "\n  ")}\n}` : inner];
  });
}

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
    rules.push(...layoutRules(chosen, shown, list));
  }
  return rules.join("\n");
}
