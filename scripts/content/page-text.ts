/**
 * Writes what every exported page says, as plain text, one file per page: its title, meta tags,
 * structured data, visible text with the alt, label and link targets of its elements, and the
 * hash of each sharing card. Two exports compared with `diff -r` show every change in what a
 * visitor or a crawler reads, and nothing of the build's hashes or chunk names.
 *
 *   npx tsx scripts/content/page-text.ts [out-dir] [target-dir]
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const [source = "out", target = ".page-text"] = process.argv.slice(2);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "_next") yield* files(path);
    } else yield path;
  }
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: keyof typeof entities) => entities[e]);

function pageText(html: string): string {
  const lines: string[] = [];
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
  for (const tag of head.match(/<(title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?/g) ?? []) {
    if (/rel="(preload|stylesheet|modulepreload)"|http-equiv|charSet|viewport/i.test(tag)) continue;
    lines.push(decode(tag));
  }
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  ))
    lines.push(json!);
  const body = (html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? "")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "");
  for (const [, attr, value] of body.matchAll(
    /\s(alt|aria-label|title|placeholder|href|value|content)="([^"]*)"/g,
  ))
    lines.push(`@${attr}=${decode(value!)}`);
  const text = decode(body.replace(/<[^>]+>/g, "\n"))
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return [...lines, "---", ...text].join("\n") + "\n";
}

mkdirSync(target, { recursive: true });
let count = 0;
for (const path of files(source)) {
  const name = relative(source, path);
  let text: string;
  if (name.endsWith(".html")) text = pageText(readFileSync(path, "utf8"));
  else if (/\.(xml|json|webmanifest)$|robots\.txt$/.test(name)) text = readFileSync(path, "utf8");
  else if (name.endsWith(".png"))
    text = createHash("sha256").update(readFileSync(path)).digest("hex");
  else continue;
  const file = join(target, name.replaceAll("/", "__") + ".txt");
  writeFileSync(file, text);
  count += 1;
}
console.log(`${count} files' text written to ${target}/`);
