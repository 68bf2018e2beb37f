import { articles } from "@/content/articles";
import { blogText, FEEDS, BLOG_PATH } from "@/content/blog";
import { site } from "@/content/site";
import { articlesFeed } from "@/lib/feeds";

export const dynamic = "force-static";

/**
 * The articles as an RSS 2.0 feed, written once at build time: /blog/rss.xml. Hosts serve it by
 * its extension, as XML (docs/routes.md).
 */
export function GET() {
  const feed = articlesFeed(articles, {
    ...blogText.feed,
    home: BLOG_PATH,
    feeds: { rss: FEEDS.rss.path, atom: FEEDS.atom.path },
    company: site.name,
  });
  return new Response(feed.rss2(), {
    headers: { "Content-Type": `${FEEDS.rss.type}; charset=utf-8` },
  });
}
