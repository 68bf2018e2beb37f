export interface SearchEntry {
  title: string;
  description: string;
  href: string;
  /** What kind of page it is, shown beside the result ("Service", "Product"). */
  kind: string;
}

const normalise = (value: string) => value.toLowerCase().normalize("NFKD");

/**
 * Entries whose title or description contains every word of the query, title matches first.
 * An empty query finds nothing.
 */
export function searchSite(
  entries: SearchEntry[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const title = normalise(entry.title);
    const text = `${title} ${normalise(entry.description)}`;
    if (!words.every((word) => text.includes(word))) return [];
    const score = words.filter((word) => title.includes(word)).length;
    return [{ entry, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
