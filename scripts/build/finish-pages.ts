// Post-build step of `npm run build`, over every exported page in out/, in this order:
// 1. its Next.js chunks load after its first paint (scripts-after-paint.ts);
// 2. it gets its own Content-Security-Policy, with the hashes of the inline scripts it runs,
//    the chunk loader's included (page-csp.ts).
// Then every chunk a page runs at its start gets V8's compile hint (compile-hint.ts).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

import { ADMIN_PATH } from "../../config/headers";
import { withCompileHint } from "./compile-hint";
import { applyPagePolicy } from "./page-csp";
import { scriptsAfterPaint } from "./scripts-after-paint";

const out = join(import.meta.dirname, "../..", "out");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The content editor is Decap's own page, with its own policy (scripts/content/prepare.ts).
    if (path === join(out, ADMIN_PATH)) return [];
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const files = htmlFiles(out);
if (files.length === 0) throw new Error(`No pages in ${out}: run \`next build\` first.`);

const allHashes = new Set<string>();
const startChunks = new Set<string>();
for (const file of files) {
  const name = relative(out, file);
  const deferred = scriptsAfterPaint(readFileSync(file, "utf8"), name);
  const { html, hashes } = applyPagePolicy(deferred.html, name);
  writeFileSync(file, html);
  for (const hash of hashes) allHashes.add(hash);
  for (const chunk of deferred.chunks) startChunks.add(chunk);
}
// The chunks are named by the loader as site paths ("/_next/static/chunks/….js").
for (const chunk of startChunks) {
  const file = join(out, chunk);
  writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
}
console.log(
  `${files.length} pages: scripts load after the first paint; Content-Security-Policy allows ${allHashes.size} distinct inline scripts by hash; ${startChunks.size} start-up chunks carry the compile hint.`,
);
