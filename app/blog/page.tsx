import type { Metadata } from "next";

import { articles, tags } from "@/content/articles";
import { blogText, FEEDS } from "@/content/blog";
import { ArticleCard } from "@/components/blog/article-card";
import { BlogHeroArt } from "@/components/blog/blog-hero-art";
import { BlogCta } from "@/components/blog/blog-cta";
import { PageHero } from "@/components/sections/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { ChipList } from "@/components/ui/chip-list";
import { staticPageMetadata } from "@/content/seo";

export const metadata: Metadata = staticPageMetadata("/blog");

const text = blogText.list;

export default function BlogPage() {
  const [newest, ...rest] = articles;
  return (
    <>
      <BreadcrumbJsonLd href="/blog" />
      <PageHero tone="paper" art={<BlogHeroArt />} {...blogText.hero} />
      <section aria-labelledby="articles" className="section">
        <div className="container-page">
          <h2 id="articles" className="sr-only">
            {text.title}
          </h2>
          {newest && (
            <CardGrid max={1}>
              <ArticleCard article={newest} priority lead />
            </CardGrid>
          )}
          {rest.length > 0 && (
            <CardGrid className="mt-6">
              {rest.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </CardGrid>
          )}
        </div>
      </section>
      <section aria-labelledby="topics" className="border-t border-slate-200 bg-slate-50 py-14">
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-16">
          <div>
            <h2 id="topics" className="text-2xl font-bold">
              {text.topics}
            </h2>
            <ChipList
              className="mt-5"
              chips={tags.map((tag) => ({
                label: `${tag.name} (${tag.articles.length})`,
                href: tag.href,
              }))}
            />
          </div>
          <div>
            <p className="text-slate-700">{text.feeds}</p>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {[
                { label: text.rss, feed: FEEDS.rss },
                { label: text.atom, feed: FEEDS.atom },
              ].map(({ label, feed }) => (
                <li key={feed.path}>
                  {/* A file, not a page: a plain link, never prefetched as one. */}
                  <a
                    href={feed.path}
                    type={feed.type}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <BlogCta />
    </>
  );
}
