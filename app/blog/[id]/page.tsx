import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { articles, getArticle, relatedArticles } from "@/content/articles";
import { blogText } from "@/content/blog";
import { ARTICLE_CARD_ROWS, ArticleCard } from "@/components/blog/article-card";
import { ArticleSide } from "@/components/blog/article-contents";
import { ArticleByline } from "@/components/blog/article-meta";
import { BlogAsk, BlogCta } from "@/components/blog/blog-cta";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { ChipList } from "@/components/ui/chip-list";
import { HeadingWithLink } from "@/components/ui/heading-with-link";
import { Markdown } from "@/components/ui/markdown";
import { Picture } from "@/components/ui/picture";
import { sectionHeadings } from "@/lib/markdown";
import { absoluteUrl } from "@/lib/url";
import { pageMetadata } from "@/content/seo";
import { blogPosting, breadcrumbs } from "@/content/structured-data";

interface ArticlePageProps {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map((article) => ({ id: article.id }));
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = getArticle((await params).id);
  if (!article) return {};
  return pageMetadata({
    path: article.href,
    title: article.title,
    description: article.description,
    article: {
      publishedTime: article.date,
      modifiedTime: article.modified,
      authors: [absoluteUrl(article.author.href)],
      tags: article.tags.map((tag) => tag.name),
    },
  });
}

const text = blogText.article;

/** Long-form type: a measure of about 70 characters, generous leading, headings with air above. */
const prose = {
  paragraph: "mt-6 text-lg leading-8 text-slate-700",
  list: "mt-6 space-y-3 pl-6 text-lg leading-8 text-slate-700 marker:text-brand-600",
  headings: {
    2: "mt-14 scroll-mt-24 text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl",
    3: "mt-10 scroll-mt-24 text-xl leading-snug font-bold text-slate-900",
  },
};

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = getArticle((await params).id);
  if (!article) notFound();
  const related = relatedArticles(article, 2);
  return (
    <>
      <JsonLd
        data={[
          blogPosting({
            path: article.href,
            title: article.title,
            description: article.description,
            datePublished: article.date,
            dateModified: article.modified,
            author: {
              name: article.author.name,
              role: article.author.role,
              path: article.author.href,
            },
            image: article.cover.src,
            tags: article.tags.map((tag) => tag.name),
          }),
          breadcrumbs(article.href, article.title),
        ]}
      />
      <PageHero
        tone="paper"
        eyebrow={text.eyebrow}
        title={article.title}
        description={article.description}
        art={
          // Beside the title from 1024 px; under it on narrower screens (the same file, one download).
          <Picture
            picture={article.cover}
            priority
            className="hidden aspect-video h-auto w-full rounded-2xl object-cover shadow-2xl ring-1 shadow-(color:--band-shadow) ring-(--band-line) lg:block"
          />
        }
      >
        <div className="mt-8">
          <ArticleByline article={article} />
        </div>
        <Picture
          picture={article.cover}
          priority
          className="mt-8 aspect-video h-auto w-full rounded-xl object-cover lg:hidden"
        />
      </PageHero>

      <div className="section">
        {/* The text at its measure; the side column takes the rest, to the content's right edge
            where the band's cover ends (at a fixed width it stopped 140 px short of it). */}
        <div className="container-page lg:grid lg:grid-cols-[minmax(0,42rem)_minmax(15rem,1fr)] lg:gap-16 xl:grid-cols-[minmax(0,44rem)_minmax(17rem,1fr)] xl:gap-24">
          <article className="max-w-[42rem] xl:max-w-[44rem]" aria-label={article.title}>
            <div className="[&>*:first-child]:mt-0">
              <Markdown
                source={article.body}
                paragraphClassName={prose.paragraph}
                listClassName={prose.list}
                headingClassNames={prose.headings}
              />
            </div>
            <footer className="mt-14 border-t border-slate-200 pt-10">
              <h2 className="caps-label">{text.tags}</h2>
              <ChipList
                className="mt-4"
                chips={article.tags.map((tag) => ({ label: tag.name, href: tag.href }))}
              />
              <h2 className="mt-10 caps-label">{text.aboutAuthor}</h2>
              <div className="mt-4 flex gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <Picture
                  picture={article.author.portrait}
                  className="aspect-4/5 h-auto w-20 shrink-0 self-start rounded-xl bg-slate-200 object-cover"
                />
                <div className="min-w-0">
                  <p className="text-lg font-bold">
                    <Link
                      href={article.author.href}
                      rel="author"
                      className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 hover:decoration-2"
                    >
                      {article.author.name}
                    </Link>
                  </p>
                  <p className="text-sm font-semibold text-slate-600">{article.author.role}</p>
                  <p className="mt-2 text-slate-700">{article.author.bio}</p>
                </div>
              </div>
            </footer>
          </article>
          <ArticleSide sections={sectionHeadings(article.body)} title={text.contents}>
            <BlogAsk />
          </ArticleSide>
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="more" className="border-t border-slate-200 bg-slate-50 section">
          <div className="container-page">
            <HeadingWithLink
              id="more"
              title={text.more}
              link={{ href: "/blog", label: text.back }}
              className="text-3xl"
            />
            <CardGrid rows={ARTICLE_CARD_ROWS} className="mt-8">
              {related.map((other) => (
                <ArticleCard key={other.id} article={other} />
              ))}
            </CardGrid>
          </div>
        </section>
      )}

      <BlogCta />
    </>
  );
}
