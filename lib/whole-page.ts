// A page's bands out of sight are skipped while it loads (app/globals.css, `content-visibility`),
// each standing in at an estimated height. The inline script lib/inline/whole-page.js draws them:
// at the first scroll, one a task once the page is live and idle, or all at once when something
// moves to a place on the page by its position, which needs the true heights of the bands above
// it. An item of a long list can be such a block too, drawn in a task of its own after its band.
// These are the names it works with, given to it by the build (scripts/build/inline-scripts.ts),
// and the way the page's own code asks it for the whole page.

/** The attribute on <html> that has every band of the page drawn, for the rest of the visit. */
export const WHOLE_PAGE_ATTRIBUTE = "data-whole-page";

/** The attribute on one band that has it drawn. */
export const DRAWN_ATTRIBUTE = "data-drawn";

/**
 * The attribute on each item of a long list (the product catalogue's thirty cards) that has it
 * skipped and drawn on its own, as a band is: a band of thirty cards drawn in one task was itself a
 * long task, and one drawn with the load made the load's first style and layout of those cards.
 */
export const DRAWN_APART_ATTRIBUTE = "data-drawn-apart";

/** Spread on such an item (CardGrid's `drawnApart`). */
export const drawnApart = { [DRAWN_APART_ATTRIBUTE]: "" };

/**
 * The blocks app/globals.css skips while out of sight: all but a page's first band, and the items
 * drawn apart.
 */
export const SKIPPED_BANDS = `main > section ~ section, body > footer, [${DRAWN_APART_ATTRIBUTE}]`;

/** The blocks of the page, top to bottom (a band before the items in it), the first included. */
export const BANDS = `main > section, body > footer, [${DRAWN_APART_ATTRIBUTE}]`;

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
