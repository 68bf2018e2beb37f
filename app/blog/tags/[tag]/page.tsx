import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTag, tagWords, tags } from "@/content/articles";
import { blogText } from "@/content/blog";
import { ArticleCard } from "@/components/blog/article-card";
import { BlogHeroArt } from "@/components/blog/blog-hero-art";
import { BlogCta } from "@/components/blog/blog-cta";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { CardGrid, DEFAULT_COLUMNS } from "@/components/ui/card-grid";
import { rowSizes } from "@/lib/grid";
import { pageMetadata } from "@/content/seo";
import { breadcrumbs } from "@/content/structured-data";

interface TagPageProps {
  params: Promise<{ tag: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return tags.map((tag) => ({ tag: tag.slug }));
}

export async function generateMetadata({ params }: TagPageProps): Promise<Metadata> {
  const tag = getTag((await params).tag);
  if (!tag) return {};
  return pageMetadata({ path: tag.href, ...tagWords(tag) });
}

export default async function TagPage({ params }: TagPageProps) {
  const tag = getTag((await params).tag);
  if (!tag) notFound();
  const { title, description } = tagWords(tag);
  const firstRow = rowSizes(tag.articles.length, DEFAULT_COLUMNS)[0] ?? 0;
  return (
    <>
      <JsonLd data={breadcrumbs(tag.href, title)} />
      <PageHero
        tone="paper"
        art={<BlogHeroArt tag={tag} />}
        eyebrow={blogText.tag.eyebrow}
        title={title}
        description={description}
      />
      <section aria-label={title} className="section">
        <div className="container-page">
          <CardGrid>
            {/* The first row, at its widest, is in the first screen: its covers load at once. */}
            {tag.articles.map((article, index) => (
              <ArticleCard
                key={article.id}
                article={article}
                priority={index < firstRow}
                headingLevel={2}
              />
            ))}
          </CardGrid>
        </div>
      </section>
      <BlogCta />
    </>
  );
}
