import { Feed } from "feed";

import { parseMarkdown, type Inline } from "./markdown";
import { absoluteUrl } from "./url";

/**
 * The articles' RSS 2.0 and Atom feeds, written at build time (app/blog/rss.xml/route.ts,
 * app/blog/atom.xml/route.ts). Each item carries the article's whole text as HTML, its links made
 * absolute, so a feed reader shows it as the page does.
 */

export interface FeedArticle {
  id: string;
  href: string;
  title: string;
  description: string;
  date: string;
  modified: string;
  body: string;
  author: { name: string; href: string };
  tags: { name: string }[];
  cover: { src: string };
}

export interface FeedSettings {
  title: string;
  description: string;
  /** The list of articles, the feeds' own page. */
  home: string;
  feeds: { rss: string; atom: string };
  company: string;
  /** The site's origin, for absolute addresses; the configured one unless given. */
  base?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function inlineHtml(nodes: Inline[], base: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
          return escapeHtml(node.value);
        case "strong":
          return `<strong>${inlineHtml(node.children, base)}</strong>`;
        case "emphasis":
          return `<em>${inlineHtml(node.children, base)}</em>`;
        case "link": {
          const href = node.href.startsWith("/") ? absoluteUrl(node.href, base) : node.href;
          return `<a href="${escapeHtml(href)}">${inlineHtml(node.children, base)}</a>`;
        }
      }
    })
    .join("");
}

/** An article's Markdown text as the HTML a feed reader shows. */
export function articleHtml(body: string, base: string): string {
  return parseMarkdown(body, { headings: true })
    .blocks.map((block) => {
      if (block.type === "heading")
        return `<h${block.level}>${inlineHtml(block.children, base)}</h${block.level}>`;
      if (block.type === "paragraph") return `<p>${inlineHtml(block.children, base)}</p>`;
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${inlineHtml(item, base)}</li>`).join("");
      return `<${tag}>${items}</${tag}>`;
    })
    .join("\n");
}

/** A calendar date (2026-09-15) as the moment the feeds give it: that day's start, UTC. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

export function articlesFeed(articles: readonly FeedArticle[], settings: FeedSettings): Feed {
  const base = settings.base ?? absoluteUrl("/").replace(/\/$/, "");
  const url = (path: string) => absoluteUrl(path, base);
  const latest = articles
    .map((article) => article.modified)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: url(settings.home),
    link: url(settings.home),
    title: settings.title,
    description: settings.description,
    language: "en-IN",
    image: url("/og/blog.png"),
    favicon: url("/icon.svg"),
    copyright: `© ${settings.company}`,
    // The newest change, so an unchanged site writes the same feeds.
    updated: latest ? day(latest) : undefined,
    generator: false,
    feedLinks: { rss: url(settings.feeds.rss), atom: url(settings.feeds.atom) },
    author: { name: settings.company, link: url("/") },
  });
  for (const article of articles)
    feed.addItem({
      id: url(article.href),
      link: url(article.href),
      title: article.title,
      description: article.description,
      content: articleHtml(article.body, base),
      date: day(article.modified),
      published: day(article.date),
      author: [{ name: article.author.name, link: url(article.author.href) }],
      category: article.tags.map((tag) => ({ name: tag.name })),
      image: url(article.cover.src),
    });
  return feed;
}
