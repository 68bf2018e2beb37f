// The drawing of a page's skipped bands, inline in every page's <head> (third, after the input
// holder and the brand faces' script: scripts/build/scripts-after-paint.ts), so that it works from
// the first paint, before the page's own scripts arrive, and without them.
//
// While a page loads, its bands out of sight are skipped (app/globals.css, `content-visibility`),
// each standing in at an estimated height. This script draws them:
// - all at once at the first scroll. A band that comes into view still at its estimated height is
//   drawn a frame late, and the page under it jumps by the difference; a visitor flinging down
//   the page while its scripts still load or hydrate (slow frames) saw it happen, so this must
//   not wait for them. Drawn at the first scroll, the bands change height while none is in view;
// - all at once at a move back or forward, and at a click on a link to this site once the page is
//   live (a link before that loads a new document): Next.js brings a page reached by a link
//   without a new document and scrolls to its anchor itself, and on the back button puts the page
//   back where it was, and both count on the true heights of the bands above that place;
// - all at once when the page's code asks (`drawEvent`: lib/whole-page.ts `drawWholePage`, for a
//   move of the router with no link clicked);
// - otherwise one band each idle moment once the page is live, top to bottom, then the page is
//   marked whole: the work the load left out, in tasks short enough not to hold up a tap.
// Whatever is drawn, what the visitor sees stays in its place (`keepingPlace`).
//
// A script file, not a module: the build (scripts/build/inline-scripts.ts) puts this file's text,
// from `function` on, into every page as it is, called with the names lib/whole-page.ts and
// lib/live-event.ts give. ES5, since it runs before anything else on any browser.
// @ts-check

/**
 * @param {string} liveEvent the event on `document` once the page is live
 * @param {string} drawEvent the event on `document` that asks for the whole page now
 * @param {string} wholeAttribute on <html>: every band drawn, for the rest of the visit
 * @param {string} drawnAttribute on one band: that band drawn
 * @param {string} skipped the selector of the bands the load skips
 * @param {string} bands the selector of all the page's bands, top to bottom
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the build calls it in the page
function drawSkippedBands(liveEvent, drawEvent, wholeAttribute, drawnAttribute, skipped, bands) {
  var root = document.documentElement;
  var live = false;
  function whole() {
    return root.hasAttribute(wholeAttribute);
  }
  // Runs `change` (which draws bands) and keeps in its place what the visitor sees: the bands
  // above grow or shrink from their estimated heights to their own, and the page scrolls by as
  // much. The browser's own scroll anchoring does not do it: it stands aside when the bands'
  // containment changes.
  /** @param {() => void} change */
  function keepingPlace(change) {
    var all = document.querySelectorAll(bands);
    // The first block not wholly above the window, and within it the first such item of a list
    // drawn apart (`bands` has a band before the items in it): an item above the window may
    // change height inside the band the window shows, which then would not move.
    /** @type {Element | null} */
    var band = null;
    for (var i = 0; i < all.length; i++) {
      var each = all.item(i);
      if (band && !band.contains(each)) break;
      if (each.getBoundingClientRect().bottom > 0) band = each;
    }
    var top = band ? band.getBoundingClientRect().top : 0;
    change();
    var moved = (band ? band.getBoundingClientRect().top : 0) - top;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
  }
  function drawWhole() {
    if (whole()) return;
    keepingPlace(function () {
      root.setAttribute(wholeAttribute, "");
    });
  }
  // The next idle moment (a short timeout where the browser has no idle callbacks).
  /** @param {() => void} run */
  function whenIdle(run) {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 50);
  }
  function drawNextBand() {
    if (whole()) return;
    var band = document.querySelector(":is(" + skipped + "):not([" + drawnAttribute + "])");
    if (!band) return root.setAttribute(wholeAttribute, "");
    keepingPlace(function () {
      /** @type {Element} */ (band).setAttribute(drawnAttribute, "");
    });
    whenIdle(drawNextBand);
  }
  /** @param {MouseEvent} event */
  function onClick(event) {
    var target = event.target;
    var link = live && target instanceof Element ? target.closest("a[href]") : null;
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) drawWhole();
  }
  window.addEventListener("scroll", drawWhole, { passive: true });
  window.addEventListener("popstate", drawWhole);
  // In the capture phase, before the link's own handler has the router move.
  document.addEventListener("click", onClick, true);
  document.addEventListener(drawEvent, drawWhole);
  document.addEventListener(
    liveEvent,
    function () {
      live = true;
      whenIdle(drawNextBand);
    },
    { once: true },
  );
}
