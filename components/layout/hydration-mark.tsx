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
 * Tells the page it is live once React's first commit has run its effects (this one, last in
 * <body>, runs after every other's): the input held since the first paint is handed over then
 * (lib/inline/early-input.js). The end-to-end tests wait for the same event (e2e/fixtures.ts).
 *
 * From then on it also has the bands the load skipped drawn (lib/whole-page.ts): one band each
 * idle moment, or all at once before the router moves within the site sooner than that. Next.js
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
    window.addEventListener("popstate", drawWholePage);
    return () => {
      stop();
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("popstate", drawWholePage);
    };
  }, []);
  return null;
}
