export const ALL = "all";

export interface FilterOption {
  id: string;
  label: string;
}

/** Whether an item tagged with `tags` shows under the active filter ("all" shows everything). */
export function matchesFilter(tags: readonly string[], active: string): boolean {
  return active === ALL || tags.includes(active);
}
