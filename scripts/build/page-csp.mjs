// Post-build step of `npm run build`: gives every exported page in out/ its own
// Content-Security-Policy, with the hashes of the inline scripts it runs (lib/page-csp.mjs).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

import { applyPagePolicy } from "../../lib/page-csp.mjs";

const out = join(import.meta.dirname, "../..", "out");

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const files = htmlFiles(out);
if (files.length === 0) throw new Error("No pages in out/: run `next build` first.");

const allHashes = new Set();
for (const file of files) {
  const { html, hashes } = applyPagePolicy(readFileSync(file, "utf8"), relative(out, file));
  writeFileSync(file, html);
  for (const hash of hashes) allHashes.add(hash);
}
console.log(
  `Content-Security-Policy: ${files.length} pages, ${allHashes.size} distinct inline scripts allowed by hash.`,
);
