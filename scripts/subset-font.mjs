// Writes the site's font: Inter (variable) cut down to the weights the pages use (400 to 800) and
// to the characters they contain (lib/font-characters.mjs), 21 kB instead of 48 kB. Re-run after
// content gains a new symbol (a Jest test says when):
//   node scripts/subset-font.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";

import { siteCharacters } from "../lib/font-characters.mjs";

const root = join(import.meta.dirname, "..");
const source = join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const fontFile = join(root, "app/fonts/inter-subset.woff2");
const glyphFile = join(root, "app/fonts/inter-subset.json");
/** The lightest and the heaviest weight the pages use (font-normal to font-extrabold). */
const weights = { min: 400, max: 800 };

const text = siteCharacters();
const font = await subsetFont(readFileSync(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: weights },
});
writeFileSync(fontFile, font);
writeFileSync(glyphFile, `${JSON.stringify({ characters: text }, null, 2)}\n`);
console.log(`${fontFile}: ${(font.length / 1024).toFixed(1)} kB, ${[...text].length} characters`);
