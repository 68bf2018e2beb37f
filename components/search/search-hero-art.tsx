import { Search } from "lucide-react";

import { BandArt, Caption, Panel } from "@/components/sections/art-kit";
import { pageArt } from "@/content/page-art";
import { searchDocuments } from "@/content/search-index";
import { buildSearchIndex, searchSite } from "@/lib/search";

/** /search: the search box with a query in it and the site search's own first answers to it. */
export function SearchHeroArt() {
  const { query, title, subtitle } = pageArt.search;
  const results = searchSite(buildSearchIndex(searchDocuments()), query, 3);
  return (
    <BandArt>
      <Panel>
        <p className="flex items-center gap-3 rounded-full bg-white px-4 py-2.5 text-sm text-slate-900 shadow-lg shadow-black/30">
          <Search className="size-4 text-slate-500" />
          {query}
        </p>
        <ul className="mt-3 space-y-2">
          {results.map((result) => (
            <li key={result.href} className="rounded-xl bg-white/10 px-4 py-2.5">
              <span className="block text-[11px] font-semibold tracking-wide text-brand-200 uppercase">
                {result.kind}
              </span>
              <span className="block text-sm font-semibold text-white">{result.title}</span>
              <span className="line-clamp-1 text-xs text-slate-300">{result.description}</span>
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
