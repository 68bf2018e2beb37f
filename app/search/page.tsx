import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { PageHero } from "@/components/sections/page-hero";
import { BrowseSite } from "@/components/search/browse-site";
import { SearchAsk } from "@/components/search/search-ask";
import {
  SearchPageBox,
  SearchPageProvider,
  SearchPageResults,
  SearchPageSuggestions,
} from "@/components/search/search-page";
import { getPage } from "@/content/pages";
import { siteSearchText } from "@/content/widgets";
import { searchPageText } from "@/content/sections";
import { staticPageMetadata } from "@/content/seo";

export const metadata: Metadata = staticPageMetadata("/search");

/**
 * /search: the site search as a page. Its HTML is the same for every query (the results come from
 * the index the browser loads, ?q= read once the page is live), so it is one static page; without
 * scripts it says so and lists the site's pages instead. The search box is the band's subject, in
 * place of a picture; the results come right under the band, with searches to try and the team's
 * offer to help beside them.
 */
export default function SearchPage() {
  const page = getPage("/search");
  return (
    <>
      <BreadcrumbJsonLd href="/search" />
      <SearchPageProvider>
        <PageHero compact tone="paper" title={page.title} description={page.description}>
          <SearchPageBox className="mt-8 max-w-3xl" />
        </PageHero>
        <section className="py-10 lg:py-14">
          {/* From 1024 px the results on the left, the suggestions and the team's offer to help
              beside them, then the site's pages across the whole width (beside the aside's short
              column, they left it empty for 2,500 px); on phones the help comes after the
              results. */}
          <div className="container-page grid grid-cols-1 gap-x-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div>
              <SearchPageResults className="has-[p:not(:empty)]:mb-12" />
              <noscript>
                <p className="mb-12 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-slate-800">
                  {siteSearchText.noScript}
                </p>
              </noscript>
            </div>
            {/* Beside a long list of results it follows the reader down (sticky). */}
            <aside className="mb-12 space-y-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
              <SearchPageSuggestions {...searchPageText.suggestions} />
              <SearchAsk />
            </aside>
            <BrowseSite className="lg:col-span-2" />
          </div>
        </section>
      </SearchPageProvider>
    </>
  );
}
