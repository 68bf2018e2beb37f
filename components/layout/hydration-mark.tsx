"use client";

import { useEffect } from "react";

import { LIVE_EVENT } from "@/lib/live-event";

/**
 * Tells the page it is live once React's first commit has run its effects (this one, last in
 * <body>, runs after every other's): the input held since the first paint is handed over then
 * (lib/inline/early-input.js). The `<html data-hydrated>` mark is for the end-to-end tests alone, which
 * wait for it where they measure the live page rather than the hand-over.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    document.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
  return null;
}
