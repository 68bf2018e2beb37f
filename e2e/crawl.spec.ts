import { wcagAA } from "./axe";
import { expect, test, type Request } from "./fixtures";

import { crawlSite } from "./site-pages";

// Every page reachable from "/" by internal links: no broken link, no missing anchor,
// no console error, no Content-Security-Policy violation and no WCAG 2.1 AA violation: every page
// at the desktop width; at the phone width, where only the layout differs, every top-level page
// and the first page of each kind of nested page (a service, a product, a technology...), which
// share one template each (the geometry spec loads every page at every width).
// The pages are found over HTTP from the prerendered HTML (fast, no browser); the browser checks
// then run in shards, so that a slow machine never runs one test past its limit.
const SHARDS = 6;
test.describe.configure({ timeout: 6 * 60_000 });

test("every link from / lands on a page and an anchor that exist", async ({ request }) => {
  const { pages, problems } = await crawlSite(request);
  expect(pages.length).toBeGreaterThan(90);
  expect(problems, problems.join("\n")).toEqual([]);
});

/** Top-level pages, and the first nested page under each section. */
function onePerTemplate(paths: string[]) {
  const sections = new Set<string>();
  return paths.filter((path) => {
    const [section, ...rest] = path.split("/").filter(Boolean);
    if (rest.length === 0) return true;
    if (sections.has(section!)) return false;
    sections.add(section!);
    return true;
  });
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`pages found from / load cleanly and pass axe (part ${shard + 1} of ${SHARDS})`, async ({
    page,
    request,
    isMobile,
  }) => {
    const found = (await crawlSite(request)).pages;
    const pages = isMobile ? onePerTemplate(found) : found;
    const problems: string[] = [];
    let current = "";
    // Anything the Content-Security-Policy blocks is a broken page: report each violation as it
    // happens (the listener is in place before the page's first script or style sheet loads).
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
        );
      });
    });
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${current}: page error: ${error.message}`));
    // The requests still unanswered: a page is left only once all have answered, so that a late
    // one (a picture loaded once the page is live, a page fetched ahead) is judged on its own page.
    const pending = new Set<Request>();
    page.on("request", (request) => pending.add(request));
    page.on("requestfinished", (request) => pending.delete(request));
    page.on("requestfailed", (request) => pending.delete(request));
    page.on("response", (response) => {
      if (
        response.status() >= 400 &&
        response.url().startsWith(page.url().split("/").slice(0, 3).join("/"))
      ) {
        problems.push(`${current}: ${response.status()} for ${response.url()}`);
      }
    });

    for (current of pages.filter((_, index) => index % SHARDS === shard)) {
      const response = await page.goto(current);
      if (response?.status() !== 200) {
        problems.push(`${current}: HTTP ${response?.status()}`);
        continue;
      }
      // The page runs under its own script policy and the site's header policy.
      const pagePolicy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      if (!/script-src 'self'( 'sha256-[\w+/=]+')*;/.test(pagePolicy ?? "")) {
        problems.push(`${current}: script policy "${pagePolicy}"`);
      }
      if (!response.headers()["content-security-policy"]?.includes("frame-ancestors 'none'")) {
        problems.push(`${current}: no frame-ancestors in the Content-Security-Policy header`);
      }
      // What search engines read: one h1, a branded title, a description and a canonical address.
      const meta = await page.evaluate(() => ({
        title: document.title,
        description:
          document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
        noindex: /noindex/.test(
          document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
        ),
        h1: document.querySelectorAll("h1").length,
        frames: document.querySelectorAll("iframe, frame, object, embed").length,
      }));
      if (meta.h1 !== 1) problems.push(`${current}: ${meta.h1} h1 elements`);
      // axe checks the page, not inside frames (e2e/axe.ts): the site embeds none.
      if (meta.frames > 0) problems.push(`${current}: ${meta.frames} embedded frames`);
      if (meta.title.split("Dunga").length !== 2)
        problems.push(`${current}: title "${meta.title}"`);
      if (meta.description.length < 50)
        problems.push(`${current}: description "${meta.description}"`);
      const expected = `https://www.dunga.in${current === "/" ? "" : current}`;
      // The canonical percent-encodes what a link may spell plainly ("&" in a service's id).
      if (!meta.noindex && decodeURIComponent(meta.canonical) !== decodeURIComponent(expected)) {
        problems.push(`${current}: canonical "${meta.canonical}", expected ${expected}`);
      }

      const results = await wcagAA(page).analyze();
      for (const violation of results.violations) {
        const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
        problems.push(`${current}: axe ${violation.id}: ${violation.help} (${targets.join(", ")})`);
      }
      await expect
        .poll(() => [...pending].map((request) => request.url()), {
          message: `${current}: requests`,
        })
        .toEqual([]);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
