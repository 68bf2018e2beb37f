// Sums the gzipped JavaScript that each exported HTML page loads and checks it against its budget:
// a fixed number of kB above a bare Next.js page built with the same Next.js version.
// Usage: npm run size (after npm run build). Exits 1 when a page is over budget.
import { execSync } from "node:child_process";
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const root = process.cwd();
const outDir = join(root, "out");

/** kB (gzip) allowed above the bare page, first matching rule wins. */
const budgets = [
  [/^\/(terms-and-conditions|privacy-policies)$/, 25],
  [/^\/(quote|contact)$/, 30],
  [/^\/products$/, 30],
  [/^\/$/, 35],
  [/.*/, 35],
];

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

function scriptBytes(siteDir, htmlPath) {
  const html = readFileSync(htmlPath, "utf8");
  const sources = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  );
  let total = 0;
  for (const src of sources) {
    const file = join(siteDir, decodeURIComponent(src.split("?")[0]));
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

function bareBaseline() {
  const dir = join(root, ".size-baseline");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true }));
  writeFileSync(join(dir, "next.config.mjs"), 'export default { output: "export" };\n');
  writeFileSync(
    join(dir, "app/layout.js"),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    join(dir, "app/page.js"),
    "export default function Page() { return <p>Bare</p>; }\n",
  );
  execSync("npx next build", { cwd: dir, stdio: "ignore" });
  const bytes = scriptBytes(join(dir, "out"), join(dir, "out/index.html"));
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

if (!existsSync(outDir)) {
  console.error("No out/ folder: run `npm run build` first.");
  process.exit(1);
}

const baseline = bareBaseline();
const kB = (bytes) => (bytes / 1024).toFixed(1);
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
  const budget = budgets.find(([pattern]) => pattern.test(route))[1];
  const extra = bytes - baseline;
  const over = extra > budget * 1024;
  failed ||= over;
  console.log(
    `${over ? "OVER" : "ok  "} ${route.padEnd(44)} ${kB(bytes).padStart(6)} kB  (+${kB(extra)} kB of ${budget} kB)`,
  );
}
process.exit(failed ? 1 : 0);
