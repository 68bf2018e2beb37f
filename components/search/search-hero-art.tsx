import { BandArt, Caption, Panel } from "@/components/sections/art-kit";
import { pageArt } from "@/content/page-art";
import { searchDocuments } from "@/content/search-index";

/**
 * /search: what the one search covers, each kind of page with how many of it the index holds,
 * counted from the index itself. No made-up query beside the real search box.
 */
export function SearchHeroArt() {
  const { title, subtitle } = pageArt.search;
  const counts = new Map<string, number>();
  for (const document of searchDocuments())
    counts.set(document.kind, (counts.get(document.kind) ?? 0) + 1);
  return (
    <BandArt>
      <Panel>
        <ul className="grid grid-cols-2 gap-2">
          {[...counts].map(([kind, count]) => (
            <li key={kind} className="rounded-xl bg-white/10 px-4 py-2.5">
              <span className="block font-display text-2xl font-bold text-white tabular-nums">
                {count}
              </span>
              <span className="block text-xs font-semibold tracking-wide text-brand-200 uppercase">
                {kind}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Caption label={title} icon="search">
        {subtitle}
      </Caption>
    </BandArt>
  );
}
