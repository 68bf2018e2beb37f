import data from "./data/blog.json";
import { fillAll } from "./placeholders";
import type { BlogFile } from "./schema/blog";

/** The words of /blog, the articles' pages, the topic pages and the feeds (content/data/blog.json). */
export const blogText = fillAll(data as BlogFile);

export const BLOG_PATH = "/blog";

/** The feeds of the articles, built with the site (app/blog/rss.xml, app/blog/atom.xml). */
export const FEEDS = {
  rss: { path: "/blog/rss.xml", type: "application/rss+xml" },
  atom: { path: "/blog/atom.xml", type: "application/atom+xml" },
} as const;
