import type { APIRequestContext } from "@playwright/test";

/** The six service pages home's service cards link to, in their order (fixed addresses). */
export const HOME_SERVICE_HREFS = [
  "/services/web-development",
  "/services/mobile-development",
  "/services/ai-&-machine-learning",
  "/services/cloud-solutions",
  "/services/enterprise-software",
  "/services/cybersecurity",
];

export interface Site {
  /** The HTML pages found. */
  pages: string[];
  /** Other files the pages link to, such as the blog's feeds: they exist, but are not pages. */
  files: string[];
  problems: string[];
}

/** The crawl a worker made first: the export does not change while the tests run. */
let crawled: Promise<Site> | undefined;

/**
 * Every internal page reachable from "/" by links, and every link to a missing page or anchor:
 * crawled once in each worker (about a second), however many tests ask.
 */
export function crawlSite(request: APIRequestContext): Promise<Site> {
  crawled ??= crawl(request);
  return crawled;
}

async function crawl(request: APIRequestContext): Promise<Site> {
  const problems: string[] = [];
  const queue = ["/"];
  const seen = new Set(queue);
  const pages: string[] = [];
  const files: string[] = [];
  const ids = new Map<string, Set<string>>();
  const anchors: { path: string; hash: string; from: string }[] = [];
  while (queue.length > 0) {
    const current = queue.shift()!;
    const response = await request.get(current);
    if (response.status() !== 200) {
      problems.push(`${current}: HTTP ${response.status()}`);
      continue;
    }
    if (!response.headers()["content-type"]?.startsWith("text/html")) {
      files.push(current);
      continue;
    }
    pages.push(current);
    const html = await response.text();
    ids.set(current, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
    for (const [, href] of html.matchAll(/<a\s[^>]*href="(\/(?!\/)[^"]*)"/g)) {
      const url = new URL(href!.replace(/&amp;/g, "&"), "http://site.test");
      const path = decodeURI(url.pathname);
      if (url.hash)
        anchors.push({ path, hash: decodeURIComponent(url.hash.slice(1)), from: current });
      if (!seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  for (const { path, hash, from } of anchors) {
    const targets = ids.get(path);
    if (targets && !targets.has(hash)) {
      problems.push(`${from}: links to ${path}#${hash}, which has no such anchor`);
    }
  }
  return { pages, files, problems };
}
