"use client";

import { useEffect } from "react";

import { LIVE_EVENT } from "@/lib/live-event";

/**
 * Tells the page it is live once React's first commit has run its effects (this one, last in
 * <body>, runs after every other's): the input held since the first paint is handed over then
 * (lib/inline/early-input.js), and the bands the load skipped are drawn from then on, one each
 * idle moment (lib/inline/whole-page.js). The end-to-end tests wait for the same event
 * (e2e/fixtures.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
  return null;
}
