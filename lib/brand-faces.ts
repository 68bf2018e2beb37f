// The brand faces (docs/design.md, "Type") are served in two stages, so that no page's first view
// waits for them, and with no JavaScript in the pages' bundles: the second stage is the small
// inline script in every page's <head> (lib/inline/cached-faces.js).
// 1. A visitor's first page is set in the metric-matched fallbacks next/font derives from Arial
//    for each face (app/fonts.ts), so no font file is requested while it loads. Once it has loaded
//    and been drawn, and the browser is idle, the script has the browser fetch both faces into its
//    cache, at the weights <html> lists, without applying them to that page (nothing changes on
//    screen), then records in the visitor's storage that this version of them is cached.
// 2. Every later page's script reads that record and, before the first paint, puts a class on
//    <html> that sets the faces first in the stacks. The faces are `font-display: optional`: from
//    the cache they are there for the first frame; a face the browser has evicted meanwhile is
//    simply not used on that page, with no swap and so no shift. A page reached by a link within
//    the site (no new document) gets the class from the same script, which watches such clicks.
// A storage that cannot be read or written (private modes, blocked storage) leaves every page in
// the fallbacks. This module holds what the layout (app/layout.tsx, app/fonts.ts) and the build
// (scripts/build/inline-scripts.ts) tell that script.

/** The class on <html> that puts the brand faces first (app/globals.css). */
export const FACES_CLASS = "brand-faces";

/** The <html> attribute that carries the version of the faces' files (a hash of their bytes). */
export const FACES_ATTRIBUTE = "data-faces";

/** The <html> attribute that lists the faces a first view fetches into the cache (facesToLoad). */
export const FACES_LOAD_ATTRIBUTE = "data-faces-load";

/** What every record's key starts with; the version of the files follows. */
export const FACES_KEY_PREFIX = "dunga.brand-faces.";

/** The device's interface faces, last in every stack (app/globals.css defines them once). */
const SYSTEM_FACES = "var(--font-system)";

/** A face's family name and its metric-matched fallback's, as CSS strings ("'…'"). */
export interface FacePair {
  face: string;
  fallback: string;
}

/**
 * The two family names in next/font's `style.fontFamily` ("'face', 'face Fallback'"). Anything
 * else means next/font has changed how it names its faces, which would quietly leave the site in
 * its system faces: the build stops instead.
 */
export function facePair(fontFamily: string): FacePair {
  const names = fontFamily.split(",").map((name) => name.trim());
  const [face, fallback] = names;
  if (names.length !== 2 || !face || !fallback || !/\bFallback\b/.test(fallback)) {
    throw new Error(`Expected next/font's "'face', 'face Fallback'", got "${fontFamily}"`);
  }
  return { face, fallback };
}

/**
 * The custom properties <html> carries for one face (`role` is display or text): its stack for a
 * first view (the fallback, then the system faces) and its stack once the faces are cached (the
 * face, then the same). app/globals.css's font tokens read them.
 */
export function faceStacks(role: string, { face, fallback }: FacePair): Record<string, string> {
  return {
    [`--font-${role}-fallback`]: `${fallback}, ${SYSTEM_FACES}`,
    [`--font-${role}-face`]: `${face}, ${fallback}, ${SYSTEM_FACES}`,
  };
}

/** What to fetch of one face: its family name and the weights the pages use. */
export interface FaceToFetch {
  family: string;
  weights: readonly number[];
}

/**
 * The value of FACES_LOAD_ATTRIBUTE: one CSS font per face and weight, as `document.fonts.load`
 * takes it ("500 1em 'displayFace'"), separated by semicolons (no family name next/font gives
 * holds one).
 */
export function facesToLoad(faces: readonly FaceToFetch[]): string {
  return faces
    .flatMap(({ family, weights }) => weights.map((weight) => `${weight} 1em ${family}`))
    .join(";");
}
