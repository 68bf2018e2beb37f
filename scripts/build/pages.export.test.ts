/**
 * @jest-environment node
 */
// What the build's page transforms left in the production export (out/), read as files after the
// e2e run's build (jest.export.config.mjs; scripts/test/test-e2e.ts runs it).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { hasCompileHint } from "./compile-hint";
import { htmlPages } from "./read-export";
import { pageScripts } from "./scripts-after-paint";

const out = join(process.cwd(), "out");
const pages = htmlPages(out);

test("only the chunks pages run at their start carry the compile hint", () => {
  // Compiling a whole file ahead costs time and memory for what it never calls, so a chunk loaded
  // on demand (the email library a form loads when it sends) is left to compile as it is called.
  const atStart = new Set(pages.flatMap(({ html }) => pageScripts(html)));
  const chunks = readdirSync(join(out, "_next/static/chunks"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/_next/static/chunks/${name}`);
  const hinted = chunks.filter((chunk) => hasCompileHint(readFileSync(join(out, chunk), "utf8")));
  expect(new Set(hinted)).toEqual(atStart);
  expect(chunks.length).toBeGreaterThan(hinted.length);
});

test("the content editor stays out of everything public, and alone may evaluate code", () => {
  const admin = readFileSync(join(out, "admin/index.html"), "utf8");
  expect(admin).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(admin).toMatch(/http-equiv="Content-Security-Policy" content="[^"]*'unsafe-eval'/);
  // Every page of the site's own (htmlPages leaves the editor out).
  const evaluating = pages
    .filter(({ html }) => html.includes("unsafe-eval"))
    .map(({ path }) => path);
  expect(evaluating).toEqual([]);
  const linking = pages.filter(({ html }) => /href="\/admin/.test(html)).map(({ path }) => path);
  expect(linking).toEqual([]);
  const naming = ["sitemap.xml", "search-index.json", "robots.txt"].filter((file) =>
    readFileSync(join(out, file), "utf8").includes("/admin"),
  );
  expect(naming).toEqual([]);
});
