import { articlesFeed } from "@/lib/feeds";

import { articles } from "./articles";
import { BLOG_PATH, blogText, FEEDS } from "./blog";
import { site } from "./site";

/**
 * The articles as a feed file, written once at build time by its route (/blog/rss.xml,
 * /blog/atom.xml). Hosts serve it by its extension, as XML (docs/routes.md).
 */
export function feedResponse(format: keyof typeof FEEDS): Response {
  const feed = articlesFeed(articles, {
    ...blogText.feed,
    home: BLOG_PATH,
    feeds: { rss: FEEDS.rss.path, atom: FEEDS.atom.path },
    company: site.name,
  });
  return new Response(format === "rss" ? feed.rss2() : feed.atom1(), {
    headers: { "Content-Type": `${FEEDS[format].type}; charset=utf-8` },
  });
}
