// Puts the brand faces first on every page after the one that cached them (lib/brand-faces.ts
// says how the faces are served): inline in every page's <head>, right after the input holder and
// before the stylesheet, so it runs before the first paint. When the visitor's storage records
// this version of the faces as cached (its key is the prefix and the version <html> carries), it
// adds the class that sets the faces first (app/globals.css). Storage that cannot be read leaves
// the page in the fallbacks. The text is the same on every page, so the Content-Security-Policy
// allows it by one hash (scripts/build/page-csp.ts).
//
// A script file, not a module: the build (scripts/build/inline-scripts.ts) puts this file's text,
// from `function` on, into every page, called with the record's key prefix, the attribute that
// holds the version and the class (lib/brand-faces.ts). ES5, since it runs on any browser.
// @ts-check

/** @param {string} keyPrefix @param {string} attribute @param {string} className */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the build calls it in the page
function showCachedFaces(keyPrefix, attribute, className) {
  try {
    var root = document.documentElement;
    var version = root.getAttribute(attribute);
    if (version && window.localStorage.getItem(keyPrefix + version) !== null) {
      root.className += (root.className ? " " : "") + className;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a name
  } catch (error) {
    // Storage blocked: the fallbacks stay.
  }
}
