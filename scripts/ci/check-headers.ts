// The MDN HTTP Observatory (from .ci/tools) against the server `npm start` runs, on loopback only.
// Every test that does not need TLS must pass; the two that do (redirection to HTTPS and HSTS)
// are printed but cannot pass on plain local HTTP. Usage: npm run check:headers (after a build).
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { startSite } from "./site-server";

/** What the Observatory's scan prints (its src/scan.js): an error, or the grade and each test. */
type ScanOutput =
  | { error: string }
  | {
      error?: undefined;
      scan: { grade: string; score: number };
      tests: Record<
        string,
        { pass: boolean | null; result: string | null; scoreModifier: number | null }
      >;
    };

const TLS_TESTS = new Set(["redirection", "strict-transport-security"]);
const port = Number(process.env.OBSERVATORY_PORT ?? 4176);

const root = join(import.meta.dirname, "../..");
const require = createRequire(join(root, ".ci/tools/package.json"));
let scanner: string;
try {
  scanner = join(dirname(require.resolve("@mdn/mdn-http-observatory/package.json")), "src/scan.js");
} catch {
  console.error("The Observatory is missing: npm ci --ignore-scripts --prefix .ci/tools");
  process.exit(1);
}
// Its install script would download Chromium's HSTS preload list; a local host is on no list.
const preload = join(dirname(scanner), "..", "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

// In a function: tsx runs this file as CommonJS (package.json sets no "type"), which has no
// top-level await.
async function main(): Promise<void> {
  const site = await startSite(port);
  let result: ScanOutput;
  try {
    // The scanner takes a host name; 127.0.0.1:<port> keeps every request on this machine.
    const host = new URL(site.url).host;
    if (!/^127\.0\.0\.1:\d+$/.test(host)) throw new Error(`Refusing to scan ${host}`);
    const scan = spawnSync(process.execPath, [scanner, host], {
      encoding: "utf8",
      timeout: 60_000,
    });
    result = JSON.parse(scan.stdout);
  } finally {
    site.stop();
  }
  if (result.error !== undefined) throw new Error(`Observatory: ${result.error}`);

  const rows = Object.entries(result.tests).map(([name, test]) => ({
    test: name,
    pass: test.pass ? "pass" : TLS_TESTS.has(name) ? "needs TLS" : "FAIL",
    result: test.result,
    score: test.scoreModifier,
  }));
  console.table(rows);
  console.log(`Grade on plain HTTP: ${result.scan.grade} (${result.scan.score}).`);
  const failed = rows.filter((row) => row.pass === "FAIL");
  if (failed.length > 0) {
    console.error(`Failing: ${failed.map((row) => row.test).join(", ")}`);
    process.exit(1);
  }
  console.log(`All ${rows.length - TLS_TESTS.size} tests that need no TLS pass.`);
}

void main();
