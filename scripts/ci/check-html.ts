// The Nu Html Checker (vnu-jar, from .ci/tools) on every exported page, in one Java run.
// Exits 1 on any error. Usage: npm run check:html (after npm run build and the tools install).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "../..");
const out = join(root, "out");
const require = createRequire(join(root, ".ci/tools/package.json"));
let jar: string;
try {
  // The package exports the jar's path as a String object.
  jar = String(require("vnu-jar"));
} catch {
  console.error("vnu-jar is missing: npm ci --ignore-scripts --prefix .ci/tools");
  process.exit(1);
}

const pages = readdirSync(out, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".html"))
  .map((file) => join(out, file));
if (pages.length === 0) throw new Error("No pages in out/: run npm run build first.");

const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "gnu", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) throw run.error;
const errors = `${run.stdout}${run.stderr}`
  .split("\n")
  .filter((line) => line.includes(": error:") || line.includes(": fatal:"));
for (const line of errors) console.error(line.replace(`"file:${out}/`, '"'));
console.log(`Nu Html Checker: ${pages.length} pages, ${errors.length} errors.`);
if (errors.length > 0 || run.status !== 0) process.exit(1);
console.log(relative(root, out), "is valid HTML.");
