import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTag, tagWords, tags } from "@/content/articles";
import { blogText } from "@/content/blog";
import { ArticleList } from "@/components/blog/article-list";
import { BlogHeroArt } from "@/components/blog/blog-hero-art";
import { BlogCta } from "@/components/blog/blog-cta";
import { TopicsBand } from "@/components/blog/topics-band";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
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
          <ArticleList articles={tag.articles} headingLevel={2} />
        </div>
      </section>
      <TopicsBand current={tag.slug} />
      <BlogCta />
    </>
  );
}
