// A page's bands out of sight are skipped while it loads (app/globals.css, `content-visibility`),
// each standing in at an estimated height, and drawn once the page is idle, one band a task
// (`drawBandsWhenIdle`), or all at once at the first scroll (components/layout/hydration-mark.tsx).
// Whatever moves to a place on a page by its position needs the true heights of the bands above
// that place, so it has the page drawn whole first (`drawWholePage`).

/** The attribute on <html> that has every band of the page drawn, for the rest of the visit. */
export const WHOLE_PAGE_ATTRIBUTE = "data-whole-page";

/** The attribute on one band that has it drawn. */
const DRAWN_ATTRIBUTE = "data-drawn";

/**
 * The attribute a band carries from the server to be drawn with the load: one so long that its
 * first layout, in one idle task of its own, was itself a long task (the thirty products' grid).
 */
export const drawnWithLoad = { [DRAWN_ATTRIBUTE]: "" };

/** The blocks app/globals.css skips while out of sight (all but a page's first band). */
const SKIPPED = "main > section ~ section, body > footer";

/** The blocks of the page, top to bottom, the first band included. */
const BANDS = "main > section, body > footer";

/**
 * Runs `change` (which draws bands) and keeps in its place what the visitor sees: the bands above
 * grow or shrink from their estimated heights to their own, and the page scrolls by as much. The
 * browser's own scroll anchoring does not do it: it stands aside when the bands' containment
 * changes.
 */
function keepingPlace(change: () => void) {
  const band = [...document.querySelectorAll(BANDS)].find(
    (element) => element.getBoundingClientRect().bottom > 0,
  );
  const top = band?.getBoundingClientRect().top ?? 0;
  change();
  const moved = (band?.getBoundingClientRect().top ?? 0) - top;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
}

/** Whether every band is drawn already. */
const whole = () => document.documentElement.hasAttribute(WHOLE_PAGE_ATTRIBUTE);

/**
 * Has every band drawn now. Called before the router leaves a page, so the position it records
 * for the back button is the one the whole page has for the same place, and before it scrolls
 * to an anchor.
 */
export function drawWholePage(): void {
  if (whole()) return;
  keepingPlace(() => document.documentElement.setAttribute(WHOLE_PAGE_ATTRIBUTE, ""));
}

/** The next idle moment (a short timeout where the browser has no idle callbacks). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 50);
  return () => clearTimeout(handle);
}

/**
 * Draws the bands still skipped, one in each idle moment, top to bottom, then marks the page
 * whole: the work the load left out, in tasks short enough not to hold up a tap. Returns a
 * function that stops it.
 */
export function drawBandsWhenIdle(): () => void {
  let cancel = () => {};
  const next = () => {
    if (whole()) return;
    const band = document.querySelector(`:is(${SKIPPED}):not([${DRAWN_ATTRIBUTE}])`);
    if (!band) {
      document.documentElement.setAttribute(WHOLE_PAGE_ATTRIBUTE, "");
      return;
    }
    keepingPlace(() => band.setAttribute(DRAWN_ATTRIBUTE, ""));
    cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}
