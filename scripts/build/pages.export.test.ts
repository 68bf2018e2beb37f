/**
 * @jest-environment node
 */
// What the build's page transforms left in the production export (out/), read as files after the
// e2e run's build (jest.export.config.mjs; scripts/test/test-e2e.ts runs it).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { FACES_ATTRIBUTE, FACES_LOAD_ATTRIBUTE } from "../../lib/brand-faces";
import { hasCompileHint } from "./compile-hint";
import { FACES_SCRIPT } from "./inline-scripts";
import { scriptHash } from "./page-csp";
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

test("every page can put the brand faces first before its first paint, and asks for no font file", () => {
  // The version the pages carry is that of the font files served: a new cut is a new version.
  const media = readdirSync(join(out, "_next/static/media"));
  const served = ["display", "text"].map((name) => {
    const file = media.find((file) => file.startsWith(`${name}-`) && file.endsWith(".woff2"));
    return readFileSync(join(out, "_next/static/media", file ?? `${name}.woff2`));
  });
  const version = served
    .reduce((hash, file) => hash.update(file), createHash("sha256"))
    .digest("hex")
    .slice(0, 12);
  const problems = pages.flatMap(({ path, html }) => {
    const found: string[] = [];
    const root = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
    if (!root.includes(`${FACES_ATTRIBUTE}="${version}"`)) found.push("no faces version");
    // The faces a first view fetches into the cache, which the script reads: each face the stacks
    // put first once cached, at the weights the pages use.
    const faces = [...root.matchAll(/--font-(?:display|text)-face:([^,]+),/g)].map(([, face]) =>
      face!.replace(/&#x27;/g, "'"),
    );
    const fetched = new RegExp(`${FACES_LOAD_ATTRIBUTE}="([^"]*)"`)
      .exec(root)?.[1]
      ?.replace(/&#x27;/g, "'")
      .split(";")
      .map((font) => font.replace(/^\d+ 1em /, ""));
    if (faces.length !== 2 || faces.some((face) => !fetched?.includes(face))) {
      found.push("not every face fetched");
    }
    if (!/style="[^"]*--font-display-fallback:[^"]*--font-text-face:/.test(root)) {
      found.push("no font stacks on <html>");
    }
    const head = html.slice(0, html.indexOf("</head>"));
    const script = head.indexOf(`>${FACES_SCRIPT}</script>`);
    if (script === -1) found.push("no faces script in <head>");
    const css = head.search(/<link rel="stylesheet"/);
    if (css !== -1 && css < script) found.push("faces script after the CSS");
    if (!html.includes(scriptHash(FACES_SCRIPT))) found.push("faces script not in the policy");
    if (/\.woff2|as="font"/.test(html)) found.push("a font file named in the page");
    return found.map((problem) => `${path}: ${problem}`);
  });
  expect(problems).toEqual([]);
});
