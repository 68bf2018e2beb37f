// Fails if out/ holds anything that looks like a secret: credential shapes, the values of
// secret-looking environment variables, source maps or dotfiles. The email service's public key
// (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY) is the one configured value meant to be public.
// Usage: npm run check:secrets (after a build, with the environment the build had).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { findSecrets, secretValues } from "./secret-scan";

const out = join(import.meta.dirname, "../..", "out");
const files = readdirSync(out, { recursive: true }).map(String);
if (files.length === 0) throw new Error("out/ is empty: run npm run build first.");

const problems: string[] = [];
const options = {
  allowed: [process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? ""],
  values: secretValues(process.env),
};
let scanned = 0;
for (const file of files) {
  if (file.split("/").some((part) => part.startsWith(".")))
    problems.push(`${file}: a dotfile is published`);
  if (file.endsWith(".map")) problems.push(`${file}: a source map is published`);
  const textFile = /\.(?:html|js|mjs|css|txt|json|xml|svg|webmanifest)$|^_(?:headers|redirects)$/;
  if (!textFile.test(file)) continue;
  let text;
  try {
    text = readFileSync(join(out, file), "utf8");
  } catch {
    continue; // a directory
  }
  scanned += 1;
  for (const kind of findSecrets(text, options)) problems.push(`${file}: ${kind}`);
}
for (const problem of problems) console.error(problem);
console.log(`Secrets: ${scanned} text files in out/ scanned, ${problems.length} findings.`);
if (problems.length > 0) process.exit(1);
