import { expect, test } from "./fixtures";

import { figures } from "../content/site";
import { crawlSite } from "./site-pages";

// The headline figures (998+, 14+ ...) are stated once in content and shown at most once on a page:
// where a page has a row or band of them, nothing else on it repeats one, and other proof (the
// clients' names, a case study's result) stands where a repeat stood. The founding year is a
// date that timelines name, not a claim, so it is not counted. What is counted is the page's own
// content, its <main>: the header's menus are the same frame on every page (the hire menu names
// the developers available once in the desktop panel and once in the phone menu, each shown at its
// own width), and a visitor opens them on purpose.
const claims = Object.entries(figures)
  .filter(([name]) => name !== "founded")
  .map(([name, value]) => ({ name, value: String(value) }));

/** The text a visitor can read in a page's <main>: no scripts, styles or attributes. */
function readable(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html);
  expect(main, "the page has a <main>").not.toBeNull();
  return main![0]
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** How often `value` stands on its own in `text`: 250+ holds no 50+, 998+ no 98+. */
function count(text: string, value: string): number {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...text.matchAll(new RegExp(`(?<![\\d.,])${escaped}(?![\\d])`, "g"))].length;
}

test("no page shows a headline figure more than once", async ({ request, isMobile }) => {
  test.skip(isMobile, "the prerendered HTML is the same at every width");
  const { pages } = await crawlSite(request);
  const repeats: string[] = [];
  for (const path of pages) {
    const text = readable(await (await request.get(path)).text());
    for (const { name, value } of claims) {
      const times = count(text, value);
      if (times > 1) repeats.push(`${path}: ${name} (${value}) ${times} times`);
    }
  }
  expect(repeats, repeats.join("\n")).toEqual([]);
  // The check reads the pages it means to: home states its figures once.
  const home = readable(await (await request.get("/")).text());
  expect(count(home, figures.projects)).toBe(1);
});
