"use client";

import { useEffect } from "react";

import { LIVE_EVENT } from "@/lib/live-event";
import { drawBandsWhenIdle, drawWholePage } from "@/lib/whole-page";

/** Whether a click landed on a link to this site (another page, or an anchor on this one). */
function onSiteLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin;
}

/**
 * The window's events that have the page drawn whole at once: a move back or forward, and the
 * first scroll. Scrolled faster than slow frames drew them, a band came into view still at its
 * estimated height and the page under it jumped as it was drawn (docs/budgets.md); drawn at the
 * first scroll, the bands change height below the window, where no one sees them move.
 */
const wholeOn = ["popstate", "scroll"];

/**
 * Tells the page it is live once React's first commit has run its effects (this one, last in
 * <body>, runs after every other's): the input held since the first paint is handed over then
 * (lib/inline/early-input.js). The end-to-end tests wait for the same event (e2e/fixtures.ts).
 *
 * From then on it also has the bands the load skipped drawn (lib/whole-page.ts): one band each
 * idle moment, or all at once at the first scroll or before the router moves within the site
 * sooner than that. Next.js
 * brings a page reached by a link without a new document and scrolls to its anchor itself, and on
 * the back button puts the page back where it was: both count on the true heights of the bands. A
 * link's click is caught in the capture phase, before the link's own handler; a move back or
 * forward at its `popstate`. (One component, not two: each client component of the layout cost
 * the start-up its own chunk.)
 */
export function HydrationMark() {
  useEffect(() => {
    document.dispatchEvent(new Event(LIVE_EVENT));
    const stop = drawBandsWhenIdle();
    const onClick = (event: MouseEvent) => {
      if (onSiteLink(event.target)) drawWholePage();
    };
    document.addEventListener("click", onClick, { capture: true });
    for (const type of wholeOn) window.addEventListener(type, drawWholePage, { passive: true });
    return () => {
      stop();
      document.removeEventListener("click", onClick, { capture: true });
      for (const type of wholeOn) window.removeEventListener(type, drawWholePage);
    };
  }, []);
  return null;
}
