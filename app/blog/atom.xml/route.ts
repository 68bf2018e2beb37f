import { articles } from "@/content/articles";
import { blogText, FEEDS, BLOG_PATH } from "@/content/blog";
import { site } from "@/content/site";
import { articlesFeed } from "@/lib/feeds";

export const dynamic = "force-static";

/**
 * The articles as an Atom feed, written once at build time: /blog/atom.xml. Hosts serve it by
 * its extension, as XML (docs/routes.md).
 */
export function GET() {
  const feed = articlesFeed(articles, {
    ...blogText.feed,
    home: BLOG_PATH,
    feeds: { rss: FEEDS.rss.path, atom: FEEDS.atom.path },
    company: site.name,
  });
  return new Response(feed.atom1(), {
    headers: { "Content-Type": `${FEEDS.atom.type}; charset=utf-8` },
  });
}
