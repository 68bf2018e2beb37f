import { expect, test } from "./fixtures";
import { startSite } from "../scripts/ci/site-server";

// Headers, redirects and the 404 status: e2e/hosting.spec.ts. Every page's title, description and
// canonical address: the crawl (e2e/crawl.spec.ts) and the export's files (scripts/build/seo.export.test.ts).
// The files crawlers read and the pages' head are the same on every device: one size is enough.
test.skip(({ isMobile }) => isMobile, "what crawlers read does not depend on the screen");

test("crawlers get a sitemap and robots.txt with absolute URLs", async ({ page, request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://www.dunga.in/sitemap.xml");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // Well-formed XML: one stray "&" makes search engines drop the whole file.
  const errors = await page.evaluate(
    (xml) =>
      new DOMParser().parseFromString(xml, "application/xml").getElementsByTagName("parsererror")
        .length,
    sitemap,
  );
  expect(errors).toBe(0);
  expect(sitemap).toContain("<loc>https://www.dunga.in/services/ai-%26-machine-learning</loc>");
  // Home's address is the bare origin, as its canonical link names it.
  expect(sitemap).toContain("<loc>https://www.dunga.in</loc>");
  for (const path of ["/privacy-policies", "/services/android", "/products/food-delivery"]) {
    expect(sitemap).toContain(`<loc>https://www.dunga.in${path}</loc>`);
  }
});

test("the sharing card and icons that the pages announce exist", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://www.dunga.in",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    "https://www.dunga.in/og/home.png",
  );
  const card = await request.get("/og/home.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  const manifest = await request.get(
    (await page.locator('link[rel="manifest"]').getAttribute("href"))!,
  );
  for (const icon of (await manifest.json()).icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  for (const rel of ["icon", "apple-touch-icon"]) {
    const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute("href");
    expect((await request.get(href!)).status(), rel).toBe(200);
  }
});

// A browser revalidates every page and unhashed file on each use (config/headers.ts, cacheControl),
// so a visitor, or a test run, sends the server thousands of conditional requests. The server
// `npm start` runs must answer each and keep no file open after it: with a few hundred open files
// allowed, it answers a thousand revalidations, then a fresh request. (Before `--no-etag`, every
// 304 it sent left a file open, and it died of "too many open files": docs/headers.md, "Caching".)
test("the server npm start runs answers a thousand revalidations without running out of files", async ({}, testInfo) => {
  const site = await startSite(4400 + testInfo.workerIndex, { openFiles: 256 });
  try {
    const file = `${site.url}/icons/tech/redis.svg`;
    const first = await fetch(file);
    await first.arrayBuffer();
    // The validators a browser sends back: whichever the server gave.
    const validators: Record<string, string> = {};
    const etag = first.headers.get("etag");
    const modified = first.headers.get("last-modified");
    if (etag) validators["If-None-Match"] = etag;
    if (modified) validators["If-Modified-Since"] = modified;
    expect(Object.keys(validators)).not.toHaveLength(0);
    for (let request = 0; request < 1000; request += 1) {
      const response = await fetch(file, { headers: validators });
      await response.arrayBuffer();
      expect([200, 304]).toContain(response.status);
    }
    const page = await fetch(`${site.url}/`);
    expect(page.status).toBe(200);
  } finally {
    site.stop();
  }
});
