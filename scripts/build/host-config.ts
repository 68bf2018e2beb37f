// Writes the host configurations (serve.json, public/_headers, public/_redirects,
// deploy/nginx.conf) and the headers table in docs/deploying.md from config/headers.ts.
// `--check` writes nothing and fails if a file is out of date.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { HEADERS_DOC, HOST_FILES, updateHeadersDoc } from "./host-files";

const root = join(import.meta.dirname, "../..");
const check = process.argv.includes("--check");
const read = (file: string) => {
  try {
    return readFileSync(join(root, file), "utf8");
  } catch {
    return "";
  }
};

const wanted: [file: string, text: string][] = Object.entries(HOST_FILES).map(([file, render]) => [
  file,
  render(),
]);
wanted.push([HEADERS_DOC, updateHeadersDoc(read(HEADERS_DOC))]);

const stale = wanted.filter(([file, text]) => read(file) !== text).map(([file]) => file);
if (check) {
  if (stale.length > 0) {
    console.error(`Out of date: ${stale.join(", ")}. Run: npm run host-config`);
    process.exit(1);
  }
} else {
  for (const [file, text] of wanted) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  console.log(stale.length > 0 ? `Wrote ${stale.join(", ")}.` : "Host files are up to date.");
}
