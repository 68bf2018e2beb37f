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
