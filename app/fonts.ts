import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import localFont from "next/font/local";

import { facePair, faceStacks, facesToLoad } from "@/lib/brand-faces";

// The two brand faces, cut to the site's characters by scripts/build/fonts.ts (run by `prepare`
// before every build and development server). Served in two stages (lib/brand-faces.ts): never
// preloaded, since a font fetched while the first page loads counts against its largest paint;
// `optional`, so that a face not in the cache when a page starts is not used on it rather than
// swapped in; and each with a fallback derived from Arial to the face's metrics, in which a first
// view is set. The weights are those the cut keeps (scripts/build/fonts.ts, `faces`): next/font
// reads these options as written, so they cannot be imported from there.

const displayFace = localFont({
  src: "./fonts/generated/display.woff2",
  weight: "500 800",
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
});

const textFace = localFont({
  src: "./fonts/generated/text.woff2",
  weight: "400 700",
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
});

const display = facePair(displayFace.style.fontFamily);
const text = facePair(textFace.style.fontFamily);

/** The font stacks <html> carries, which app/globals.css's font tokens read. */
export const faceVariables = { ...faceStacks("display", display), ...faceStacks("text", text) };

/**
 * What a first view fetches into the cache once it is idle (the list <html> carries for the
 * inline script): each face at its ends of weight.
 */
export const facesToFetch = facesToLoad([
  { family: display.face, weights: [500, 800] },
  { family: text.face, weights: [400, 700] },
]);

/**
 * The version of the faces: a hash of the two files, so that a new cut (a new character in the
 * content) is fetched again on a first view instead of being taken as cached.
 */
export function facesVersion(): string {
  const hash = createHash("sha256");
  for (const name of ["display", "text"]) {
    hash.update(readFileSync(join(process.cwd(), "app/fonts/generated", `${name}.woff2`)));
  }
  return hash.digest("hex").slice(0, 12);
}
