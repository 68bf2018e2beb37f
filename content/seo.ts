import type { Metadata } from "next";

import { blogText, FEEDS } from "./blog";
import { getPage, type PageHref } from "./pages";
import { site } from "./site";

import { metaDescription } from "../lib/description";
import { pageUrl } from "../lib/url";

/** The file name of a page's sharing card: "/" → "home", "/services/ui-ux" → "services-ui-ux". */
export function cardSlug(path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "home";
}

export const cardPath = (path: string) => `/og/${cardSlug(path)}.png`;
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export const isPreview = () => process.env.NEXT_PUBLIC_DEPLOY_ENV === "preview";

/**
 * The articles' feeds, announced in every page's head (<link rel="alternate">) so that a feed
 * reader given any address of the site finds them. A page's `alternates` replaces the layout's,
 * so each page's metadata carries them with its canonical.
 */
export const feedAlternates = {
  [FEEDS.rss.type]: [{ url: FEEDS.rss.path, title: blogText.feed.title }],
  [FEEDS.atom.type]: [{ url: FEEDS.atom.path, title: blogText.feed.title }],
};

/** An article's facts for Open Graph (og:type article). */
interface ArticleFacts {
  publishedTime: string;
  modifiedTime: string;
  /** The author's page: their card on /about. */
  authors: string[];
  tags: string[];
}

interface PageMetadataInput {
  /** The page's route as content names it; its address (canonical, og:url) is `pageUrl(path)`. */
  path: string;
  title: string;
  description: string;
  /** The path whose sharing card the page uses; the page's own by default. */
  card?: string;
  /** An article's page: shared as an article, with its dates, author and topics. */
  article?: ArticleFacts;
}

/** Title, description, canonical, Open Graph and Twitter tags of one page, from its content. */
export function pageMetadata({
  path,
  title,
  description,
  card = path,
  article,
}: PageMetadataInput): Metadata {
  const summary = metaDescription(description);
  const image = { url: cardPath(card), ...CARD_SIZE, alt: `${title} | ${site.name}` };
  const address = pageUrl(path);
  return {
    // Home carries the site's own title rather than "Home | Dunga".
    title: path === "/" ? { absolute: site.title } : title,
    description: summary,
    alternates: { canonical: address, types: feedAlternates },
    openGraph: {
      ...(article ? { type: "article", ...article } : { type: "website" }),
      siteName: site.name,
      locale: "en_IN",
      url: address,
      title,
      description: summary,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description: summary, images: [image] },
  };
}

/** The metadata of one of the site's fixed pages, from its entry in content/pages.ts. */
export function staticPageMetadata(href: PageHref): Metadata {
  return pageMetadata({ path: href, ...getPage(href) });
}
