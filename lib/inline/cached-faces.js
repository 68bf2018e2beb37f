// The brand faces' second stage (lib/brand-faces.ts says how the faces are served), inline in every
// page's <head>, right after the input holder and before the stylesheet, so it runs before the
// first paint. The page carries no JavaScript of its own for the faces: this is all of it.
// - When the visitor's storage records this version of the faces as cached (its key is the prefix
//   and the version <html> carries), it adds the class that sets the faces first
//   (app/globals.css), and that is all.
// - Otherwise the page stays in the fallbacks. Once it has loaded, been drawn and the browser is
//   idle, the script has the browser fetch each face at each weight <html> lists
//   (`document.fonts.load`: the faces are fetched, and no text on this page is set in them, so
//   nothing changes on screen), and when every one loaded, records this version as cached
//   (forgetting older versions' records), so the next page sets them from its first frame.
// - A link followed within the site brings its page without a new document, so this script does
//   not run again for it. So a plain left click on a link to another path of this site (no
//   modifier key, no target, no download), once the faces are recorded, has the class added on the
//   first frame after the address has changed: the new page is drawn in the faces, which this
//   document has loaded, while the page being left keeps the ones it was drawn in.
// Storage that cannot be read or written, or a browser without `document.fonts`, leaves every page
// in the fallbacks, and never stops the page's other scripts. The text is the same on every page,
// so the Content-Security-Policy allows it by one hash (scripts/build/page-csp.ts).
//
// A script file, not a module: the build (scripts/build/inline-scripts.ts) puts this file's text,
// from `function` on, into every page, called with the record's key prefix, the attributes of
// <html> that hold the version and the faces to fetch, and the class (lib/brand-faces.ts). ES5,
// since it runs on any browser.
// @ts-check

/**
 * @param {string} keyPrefix
 * @param {string} versionAttribute
 * @param {string} loadAttribute
 * @param {string} className
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the build calls it in the page
function serveBrandFaces(keyPrefix, versionAttribute, loadAttribute, className) {
  var root = document.documentElement;
  var version = root.getAttribute(versionAttribute);
  if (!version) return;
  var key = keyPrefix + version;

  function recorded() {
    try {
      return window.localStorage.getItem(key) !== null;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a name
    } catch (error) {
      return false;
    }
  }

  function show() {
    root.className += (root.className ? " " : "") + className;
  }

  if (recorded()) return show();

  function record() {
    try {
      var store = window.localStorage;
      for (var index = store.length - 1; index >= 0; index -= 1) {
        var old = store.key(index);
        if (old && old.indexOf(keyPrefix) === 0 && old !== key) store.removeItem(old);
      }
      store.setItem(key, "1");
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a name
    } catch (error) {
      // Full or blocked storage: the pages stay in the fallbacks.
    }
  }

  // Each entry is a CSS font ("500 1em 'displayFace'"); the list is separated by semicolons.
  function fetchFaces() {
    try {
      var fonts = (root.getAttribute(loadAttribute) || "").split(";");
      var loads = [];
      for (var index = 0; index < fonts.length; index += 1) {
        var font = fonts[index];
        if (font) loads.push(document.fonts.load(font));
      }
      if (loads.length === 0) return;
      Promise.all(loads).then(
        /** @param {FontFace[][]} sets */
        function (sets) {
          for (var set = 0; set < sets.length; set += 1) {
            var faces = sets[set] || [];
            if (faces.length === 0) return;
            for (var face = 0; face < faces.length; face += 1) {
              if ((faces[face] || {}).status !== "loaded") return;
            }
          }
          record();
        },
        function () {
          // A face that did not load: not recorded, so the next page tries again.
        },
      );
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a name
    } catch (error) {
      // No document.fonts: the pages stay in the fallbacks.
    }
  }

  function whenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(fetchFaces, { timeout: 5000 });
    else setTimeout(fetchFaces, 1000);
  }

  // On a fast connection a page can finish loading, and the browser be idle, before its first
  // frame is drawn; faces fetched then compete with that frame for the connection (and a lab
  // measure counts every request begun before the first paint against it). So the fetch waits
  // for the first contentful paint too; where the browser does not report paints, for two frames.
  /** @param {() => void} next */
  function afterFirstPaint(next) {
    var Observer = window.PerformanceObserver;
    var types = Observer && Observer.supportedEntryTypes;
    if (!Observer || !types || types.indexOf("paint") < 0) {
      requestAnimationFrame(function () {
        requestAnimationFrame(next);
      });
      return;
    }
    var observer = new Observer(function (list) {
      var entries = list.getEntries();
      for (var index = 0; index < entries.length; index += 1) {
        if ((entries[index] || {}).name === "first-contentful-paint") {
          observer.disconnect();
          return next();
        }
      }
    });
    observer.observe({ type: "paint", buffered: true });
  }

  function whenPainted() {
    afterFirstPaint(whenIdle);
  }
  if (document.readyState === "complete") whenPainted();
  else window.addEventListener("load", whenPainted);

  /** @param {MouseEvent} event */
  function followed(event) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    /** @type {Node | null} */
    var node = /** @type {Node | null} */ (event.target);
    while (node && node.nodeName !== "A") node = node.parentNode;
    var link = /** @type {HTMLAnchorElement | null} */ (node);
    if (!link || !link.href || link.target || link.hasAttribute("download")) return;
    if (link.origin !== location.origin || link.pathname === location.pathname) return;
    if (!recorded()) return;
    document.removeEventListener("click", followed, true);
    var from = location.pathname;
    var frames = 600; // about ten seconds for the new page to come
    (function wait() {
      if (location.pathname !== from) show();
      else if ((frames -= 1) > 0) requestAnimationFrame(wait);
      else document.addEventListener("click", followed, true);
    })();
  }
  document.addEventListener("click", followed, true);
}
