/**
 * @jest-environment node
 */
// A deploy preview: never indexed, still naming the production address, and telling whoever looks
// at it which build it is. The content editor's test (e2e/cms.spec.ts) builds a draft as Netlify
// builds a pull request's preview and runs this on it: PREVIEW_OUT names that export, COMMIT_REF
// the commit the host built (the variable Netlify sets).
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { testEmailEnv } from "../../e2e/test-env";
import { htmlPages, meta, metaAll } from "./read-export";

const { PREVIEW_OUT: previewDir, COMMIT_REF: builtFrom } = process.env;
if (!previewDir || !builtFrom) {
  throw new Error(
    "PREVIEW_OUT and COMMIT_REF name the preview export and its commit (e2e/cms.spec.ts).",
  );
}
const origin = testEmailEnv.NEXT_PUBLIC_SITE_URL;

test("every page says noindex, keeps production canonicals and shows the build", () => {
  const commit = builtFrom.slice(0, 7);
  const pages = htmlPages(previewDir);
  expect(pages.length).toBeGreaterThan(90);
  const problems: string[] = [];
  for (const { path, html } of pages) {
    // Next adds a plain "noindex" of its own to not-found pages; ours stands beside it.
    if (!metaAll(html, "robots").includes("noindex, nofollow")) problems.push(`${path}: indexed`);
    const canonical = meta(html, "canonical");
    if (canonical && !canonical.startsWith(origin))
      problems.push(`${path}: canonical ${canonical}`);
    const banner = html.match(/<div[^>]*data-preview-banner[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";
    if (!banner.includes("Preview") || !banner.includes(commit)) {
      const text = banner.replace(/<[^>]*>/g, "");
      problems.push(`${path}: banner "${text}" without "Preview" and commit ${commit}`);
    }
    if (!/datetime="\d{4}-\d{2}-\d{2}T/i.test(banner)) problems.push(`${path}: banner's time`);
  }
  expect(problems).toEqual([]);
});

test("robots.txt shuts every crawler out and names no sitemap; the sitemap names production", () => {
  const robots = readFileSync(join(previewDir, "robots.txt"), "utf8");
  expect(robots).toMatch(/^Disallow: \/\s*$/m);
  expect(robots).not.toMatch(/^Allow:/m);
  expect(robots).not.toMatch(/Sitemap:/i);
  const sitemap = readFileSync(join(previewDir, "sitemap.xml"), "utf8");
  const elsewhere = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map(([, url]) => url!)
    .filter((url) => !url.startsWith(origin));
  expect(elsewhere).toEqual([]);
});
