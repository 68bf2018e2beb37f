// The brand faces (docs/design.md, "Type") are served in two stages, so that no page's first view
// waits for them:
// 1. A visitor's first page is set in the metric-matched fallbacks next/font derives from Arial
//    for each face (app/fonts.ts), so no font file is requested while it loads. Once it is live and
//    the browser idle, components/layout/brand-faces.tsx has the browser fetch both faces into its
//    cache without applying them to that page (nothing changes on screen), then records in the
//    visitor's storage that they are cached.
// 2. Every later page reads that record in a tiny inline script first in its <head>
//    (lib/inline/cached-faces.js) and, before the first paint, puts a class on <html> that sets the
//    faces first in the stacks. The faces are `font-display: optional`: from the cache they are
//    there for the first frame; a face the browser has evicted meanwhile is simply not used on
//    that page, with no swap and so no shift.
// A storage that cannot be read or written (private modes, blocked storage) leaves every page in
// the fallbacks.

/** The class on <html> that puts the brand faces first (app/globals.css). */
export const FACES_CLASS = "brand-faces";

/** The <html> attribute that carries the version of the faces' files (a hash of their bytes). */
export const FACES_ATTRIBUTE = "data-faces";

/** What every record's key starts with; the version of the files follows. */
export const FACES_KEY_PREFIX = "dunga.brand-faces.";

/** The storage key saying that this version of the faces is in the browser's cache. */
export function facesKey(version: string): string {
  return `${FACES_KEY_PREFIX}${version}`;
}

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
export interface FaceToWarm {
  family: string;
  weights: readonly number[];
}

/**
 * Has the browser fetch every face into its cache (a `FontFaceSet.load` per weight), without
 * setting any text in them. True when every face loaded; false when one failed or matched nothing.
 */
export async function warmFaces(
  fonts: FontFaceSet,
  faces: readonly FaceToWarm[],
): Promise<boolean> {
  try {
    const loads = faces.flatMap(({ family, weights }) =>
      weights.map((weight) => fonts.load(`${weight} 1em ${family}`)),
    );
    const loaded = await Promise.all(loads);
    return loaded.every((set) => set.length > 0 && set.every((face) => face.status === "loaded"));
  } catch {
    return false;
  }
}

type StorageSource = () => Storage;
const local: StorageSource = () => window.localStorage;

/** Whether this version of the faces was recorded as cached; false when storage cannot be read. */
export function facesCached(version: string, storage: StorageSource = local): boolean {
  try {
    return storage().getItem(facesKey(version)) !== null;
  } catch {
    return false;
  }
}

/**
 * Records that this version of the faces is cached, and forgets older versions' records. Does
 * nothing when storage cannot be written: the pages then stay in the fallbacks.
 */
export function recordFacesCached(version: string, storage: StorageSource = local): void {
  try {
    const store = storage();
    const key = facesKey(version);
    for (let index = store.length - 1; index >= 0; index -= 1) {
      const old = store.key(index);
      if (old?.startsWith(FACES_KEY_PREFIX) && old !== key) store.removeItem(old);
    }
    store.setItem(key, "1");
  } catch {
    // Full or blocked storage: nothing to do.
  }
}
