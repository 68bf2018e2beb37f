import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./fixtures";

import { htmlPages, meta, metaAll } from "./build-output";
import { testEmailEnv } from "./test-env.mjs";

// A preview deploy (scripts/test/test-preview.mjs builds one into PREVIEW_OUT): never indexed, still
// naming the production address, and telling whoever looks at it which build it is.
const previewDir = join(process.cwd(), process.env.PREVIEW_OUT ?? ".preview-out");
const origin = testEmailEnv.NEXT_PUBLIC_SITE_URL;

test("every page says noindex, keeps production canonicals and shows the build", () => {
  const commit = execSync("git rev-parse --short=7 HEAD").toString().trim();
  const pages = htmlPages(previewDir);
  expect(pages.length).toBeGreaterThan(90);
  for (const { path, html } of pages) {
    // Next adds a plain "noindex" of its own to not-found pages; ours stands beside it.
    expect(metaAll(html, "robots"), path).toContain("noindex, nofollow");
    const canonical = meta(html, "canonical");
    if (canonical) expect(canonical.startsWith(origin), path).toBe(true);
    const banner = html.match(/<div[^>]*data-preview-banner[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";
    expect(banner, path).toContain("Preview");
    expect(banner, path).toContain(commit);
    expect(banner, path).toMatch(/datetime="\d{4}-\d{2}-\d{2}T/i);
  }
});

test("robots.txt shuts every crawler out and names no sitemap; the sitemap names production", () => {
  const robots = readFileSync(join(previewDir, "robots.txt"), "utf8");
  expect(robots).toMatch(/^Disallow: \/\s*$/m);
  expect(robots).not.toMatch(/^Allow:/m);
  expect(robots).not.toMatch(/Sitemap:/i);
  const sitemap = readFileSync(join(previewDir, "sitemap.xml"), "utf8");
  for (const [, url] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    expect(url!.startsWith(`${origin}`), url).toBe(true);
  }
});
