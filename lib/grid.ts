/**
 * The number of columns (at most `max`) for `count` cards that leaves the fewest empty places
 * in the last row; on a tie the wider row wins. Fewer cards than `max` take one row.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  let best = max;
  let bestGap = (max - (count % max)) % max;
  for (let columns = max - 1; columns >= 2; columns -= 1) {
    const gap = (columns - (count % columns)) % columns;
    if (gap < bestGap) {
      best = columns;
      bestGap = gap;
    }
  }
  return best;
}
