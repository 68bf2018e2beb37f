// A page's description as search results and sharing cards show it. Plain text in, plain text
// out: the content's schema (content/schema/fields.ts) holds every description to these limits,
// and the pages' metadata (content/seo.ts) and sharing cards shorten with the same rule.

/** What search results show of a description before they cut it. */
export const DESCRIPTION_LIMITS = { min: 70, max: 160 } as const;

/**
 * A page's description for search results and sharing: the text itself when it fits, else its
 * leading whole sentences that do. Content keeps one description per page; this only shortens it.
 */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_LIMITS.max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let summary = "";
  for (const sentence of sentences) {
    const next = `${summary}${sentence}`.trim();
    if (next.length > DESCRIPTION_LIMITS.max) break;
    summary = `${next} `;
  }
  summary = summary.trim();
  if (summary.length >= DESCRIPTION_LIMITS.min) return summary;
  const cut = clean.slice(0, DESCRIPTION_LIMITS.max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
