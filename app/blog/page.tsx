import type { Metadata } from "next";

import { articles } from "@/content/articles";
import { blogText } from "@/content/blog";
import { ArticleList } from "@/components/blog/article-list";
import { BlogHeroArt } from "@/components/blog/blog-hero-art";
import { BlogCta } from "@/components/blog/blog-cta";
import { TopicsBand } from "@/components/blog/topics-band";
import { PageHero } from "@/components/sections/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

export const metadata: Metadata = staticPageMetadata("/blog");

export default function BlogPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/blog" />
      <PageHero tone="paper" art={<BlogHeroArt />} {...blogText.hero} />
      <section aria-labelledby="articles" className="section">
        <div className="container-page">
          <h2 id="articles" className="sr-only">
            {blogText.list.title}
          </h2>
          <ArticleList articles={articles} />
        </div>
      </section>
      <TopicsBand />
      <BlogCta />
    </>
  );
}
