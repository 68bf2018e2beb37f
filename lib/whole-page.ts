// A page's bands out of sight are skipped while it loads (app/globals.css, `content-visibility`),
// each standing in at an estimated height. The inline script lib/inline/whole-page.js draws them:
// at the first scroll, one a task once the page is live and idle, or all at once when something
// moves to a place on the page by its position, which needs the true heights of the bands above
// it. These are the names it works with, given to it by the build (scripts/build/inline-scripts.ts),
// and the way the page's own code asks it for the whole page.

/** The attribute on <html> that has every band of the page drawn, for the rest of the visit. */
export const WHOLE_PAGE_ATTRIBUTE = "data-whole-page";

/** The attribute on one band that has it drawn. */
export const DRAWN_ATTRIBUTE = "data-drawn";

/**
 * The attribute a band carries from the server to be drawn with the load: one so long that its
 * first layout, in one idle task of its own, was itself a long task (the thirty products' grid).
 */
export const drawnWithLoad = { [DRAWN_ATTRIBUTE]: "" };

/** The blocks app/globals.css skips while out of sight (all but a page's first band). */
export const SKIPPED_BANDS = "main > section ~ section, body > footer";

/** The blocks of the page, top to bottom, the first band included. */
export const BANDS = "main > section, body > footer";

/** The event on `document` that has the inline script draw the whole page at once. */
export const DRAW_WHOLE_EVENT = "dunga:draw-whole";

/**
 * Has every band drawn now, what the visitor sees kept in its place. For a move of the router
 * with no link clicked (a click on a link to this site has it done already), so that the position
 * the router records for the back button is the one the whole page has for the same place.
 */
export function drawWholePage(): void {
  document.dispatchEvent(new Event(DRAW_WHOLE_EVENT));
}
