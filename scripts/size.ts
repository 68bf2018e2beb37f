// Sums the gzipped JavaScript each exported page loads (its chunks, scripts/build/scripts-after-paint.ts)
// and checks it against the JavaScript budget in config/budgets.ts: a few kB above a bare
// Next.js page built with the same Next.js. `npm run budget` measures ten pages in Lighthouse; this
// checks every page, in seconds, from the files.
// Usage: npm run size (after npm run build). Exits 1 when a page is over budget.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

import { pageScripts } from "./build/scripts-after-paint";
import { barePage } from "./bare-page";
import { budgets } from "../config/budgets";

const root = process.cwd();
const outDir = join(root, "out");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The content editor is for the marketing team, not visitors: no budget (docs/budgets.md).
    if (entry.isDirectory()) return ["_next", "admin"].includes(entry.name) ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

function scriptBytes(siteDir: string, htmlPath: string): number {
  let total = 0;
  for (const src of pageScripts(readFileSync(htmlPath, "utf8"))) {
    const [sitePath = ""] = src.split("?");
    const file = join(siteDir, decodeURIComponent(sitePath));
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

if (!existsSync(outDir)) {
  console.error("No out/ folder: run `npm run build` first.");
  process.exit(1);
}

const bareDir = barePage();
const baseline = scriptBytes(join(bareDir, "out"), join(bareDir, "out/index.html"));
const kB = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`Bare Next.js page: ${kB(baseline)} kB of gzipped JavaScript\n`);

let failed = false;
const rows = htmlFiles(outDir)
  .map((file) => {
    const route = `/${relative(outDir, file)
      .replace(/\.html$/, "")
      .replace(/(^|\/)index$/, "")}`;
    return { route, bytes: scriptBytes(outDir, file) };
  })
  .filter(({ route }) => !route.startsWith("/_") && route !== "/404")
  .sort((a, b) => a.route.localeCompare(b.route));

for (const { route, bytes } of rows) {
  const budget = budgets.jsExtraKb(route);
  const extra = bytes - baseline;
  const over = extra > budget * 1024;
  failed ||= over;
  console.log(
    `${over ? "OVER" : "ok  "} ${route.padEnd(44)} ${kB(bytes).padStart(6)} kB  (+${kB(extra)} kB of ${budget} kB)`,
  );
}
if (rows.length === 0 || baseline === 0) throw new Error("Found no scripts to measure.");
process.exit(failed ? 1 : 0);
