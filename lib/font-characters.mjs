// The characters the site's font must draw: printable ASCII plus every other character that the
// sources in content/, components/ and app/ contain. scripts/subset-font.mjs cuts the font to
// them; a test fails when a source gains a character the font lacks.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "fonts" ? [] : sourceFiles(path);
    return /\.(ts|tsx|json)$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

/**
 * The characters of `text` a text font draws (letters, digits, punctuation, symbols; not emoji
 * or control characters), with printable ASCII always included, sorted by code point.
 * @param {string} text
 */
export function fontCharacters(text) {
  const chars = new Set();
  for (let code = 0x20; code < 0x7f; code += 1) chars.add(String.fromCodePoint(code));
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x9f && code < 0x2fff) chars.add(char);
  }
  return [...chars].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join("");
}

/** Every character the site's pages can show, from their sources. */
export function siteCharacters() {
  const text = ["content", "components", "app"]
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .map((file) => readFileSync(file, "utf8"))
    .join("");
  return fontCharacters(text);
}
