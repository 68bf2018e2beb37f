// Reads content/articles/, one Markdown file per article, edited in the CMS as "Articles".
import { BLOG_PATH, blogText } from "./blog";
import { fillVars } from "./fill-vars";
import { readEntries } from "./entries";
import { fillAll } from "./placeholders";
import { tagSlug, type ArticleEntry } from "./schema/articles";
import { people, personHref, type Person } from "./team";
import type { Picture } from "./types";
import { readingMinutes } from "@/lib/markdown";

/** A cover's size: drawn covers are this size, an uploaded one this shape (16:9). */
export const COVER_SIZE = { width: 1200, height: 675 } as const;

export interface Tag {
  name: string;
  slug: string;
  href: string;
}

export interface Article extends Omit<ArticleEntry, "author" | "tags" | "cover" | "coverAlt"> {
  href: string;
  /** The last change a reader should know of: the update, else the publication. */
  modified: string;
  author: Person & { href: string };
  tags: Tag[];
  cover: Picture;
  minutes: number;
}

export const articleHref = (id: string) => `${BLOG_PATH}/${id}`;
export const tagHref = (slug: string) => `${BLOG_PATH}/tags/${slug}`;

const tagOf = (name: string): Tag => ({ name, slug: tagSlug(name), href: tagHref(tagSlug(name)) });

/** The cover an editor uploaded, or the one scripts/pictures/articles.ts draws from its sections. */
function coverOf({ id, cover, coverAlt }: ArticleEntry): Picture {
  if (cover) return { src: cover, alt: coverAlt ?? "", ...COVER_SIZE };
  // The drawn cover shows the sections and topics, which the page says in words beside it.
  return { src: `/images/articles/${id}.webp`, alt: "", ...COVER_SIZE };
}

function article(entry: ArticleEntry): Article {
  const { id, title, description, date, updated, body, author, tags } = entry;
  // The build checked that the author is a person of the team (content/schema/articles.ts).
  const person = people.find((candidate) => candidate.id === author)!;
  return {
    id,
    title,
    description,
    date,
    ...(updated ? { updated } : {}),
    body,
    href: articleHref(id),
    modified: entry.updated ?? entry.date,
    author: { ...person, href: personHref(person.id) },
    tags: tags.map(tagOf),
    cover: coverOf(entry),
    minutes: readingMinutes(entry.body),
  };
}

/** Newest first, then by id, as the list, the topics and the feeds show them. */
export const byNewest = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  b.date.localeCompare(a.date) || a.id.localeCompare(b.id);

export const articles: Article[] = fillAll(readEntries<ArticleEntry>("content/articles", "md"))
  .map(article)
  .sort(byNewest);

export const getArticle = (id: string) => articles.find((entry) => entry.id === id);

/** Every tag with its articles, the most used first. */
export const tags: (Tag & { articles: Article[] })[] = [
  ...new Map(articles.flatMap((entry) => entry.tags).map((tag) => [tag.slug, tag])).values(),
]
  .map((tag) => ({
    ...tag,
    articles: articles.filter((entry) => entry.tags.some((other) => other.slug === tag.slug)),
  }))
  .sort((a, b) => b.articles.length - a.articles.length || a.name.localeCompare(b.name));

export const getTag = (slug: string) => tags.find((tag) => tag.slug === slug);

/** Other articles to read next: those sharing a topic first, then the newest. */
export function relatedArticles(current: Article, count = 3): Article[] {
  const shared = (other: Article) =>
    other.tags.filter((tag) => current.tags.some((mine) => mine.slug === tag.slug)).length;
  return articles
    .filter((other) => other.id !== current.id)
    .sort((a, b) => shared(b) - shared(a) || byNewest(a, b))
    .slice(0, count);
}

/** A calendar date as the site writes dates: November 10, 2026. */
export const formatDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * A topic's page heading and description (its page, its share card and its search entry): the
 * topic, how many articles it holds and the newest one's date, so no two topics read alike.
 */
export function tagWords(tag: (typeof tags)[number]): { title: string; description: string } {
  const { one, many } = blogText.tag.count;
  const count = tag.articles.length === 1 ? one : fillVars(many, { count: tag.articles.length });
  return {
    title: fillVars(blogText.tag.title, { tag: tag.name }),
    description: fillVars(blogText.tag.description, {
      tag: tag.name,
      count,
      latest: formatDate(tag.articles[0]!.date),
    }),
  };
}
