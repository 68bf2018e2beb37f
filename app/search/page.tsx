import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { PageHero } from "@/components/sections/page-hero";
import { BrowseSite } from "@/components/search/browse-site";
import { SearchHeroArt } from "@/components/search/search-hero-art";
import { SiteSearch } from "@/components/search/site-search";
import { getPage } from "@/content/pages";
import { siteSearchText } from "@/content/widgets";
import { staticPageMetadata } from "@/content/seo";

export const metadata: Metadata = staticPageMetadata("/search");

/**
 * /search: the site search as a page. Its HTML is the same for every query (the results come from
 * the index the browser loads, ?q= read once the page is live), so it is one static page; without
 * scripts it says so and lists the site's pages instead.
 */
export default function SearchPage() {
  const page = getPage("/search");
  return (
    <>
      <BreadcrumbJsonLd href="/search" />
      <PageHero compact title={page.title} description={page.description} art={<SearchHeroArt />} />
      <section className="py-12 lg:py-16">
        <div className="container-page">
          <SiteSearch onSearchPage />
          <noscript>
            <p className="mx-auto mt-6 max-w-xl rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-slate-800">
              {siteSearchText.noScript}
            </p>
          </noscript>
          <BrowseSite className="mt-14" />
        </div>
      </section>
    </>
  );
}
