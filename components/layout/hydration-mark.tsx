"use client";

import { useEffect } from "react";

/**
 * Marks the document `<html data-hydrated>` once React has made the page live (its effects run
 * after the first commit). A page's JavaScript loads only after its first paint
 * (lib/scripts-after-paint.mjs), so the end-to-end tests wait for this mark before they hover,
 * click or type where a handler must answer.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
