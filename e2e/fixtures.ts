import { test as base, type BrowserContext, type Page } from "@playwright/test";

import { FACES_KEY_PREFIX } from "../lib/brand-faces";
import { LIVE_EVENT } from "../lib/live-event";
import { WHOLE_PAGE_ATTRIBUTE } from "../lib/whole-page";

export { expect } from "@playwright/test";
export type * from "@playwright/test";

// A page's JavaScript starts to load only after its first paint (scripts/build/scripts-after-paint.ts), so
// a page can be on screen, and its "load" event past, before it is live. A visitor sees links that
// work either way; a test that hovers a menu or types into a form needs the live page. Every
// navigation by goto, reload, back or forward therefore waits until the page has said it is live
// (the event components/layout/hydration-mark.tsx sends once React's first commit has run, which
// `markLive` turns into <html data-hydrated> for the tests to wait for), unless it asks for less than
// the whole document (waitUntil "commit" or "domcontentloaded", as the tests of what happens before
// hydration do), JavaScript is off, or the response is not one of the site's pages.

type Navigation = "goto" | "reload" | "goBack" | "goForward";
const navigations: Navigation[] = ["goto", "reload", "goBack", "goForward"];

/**
 * Marks every page of `context` <html data-hydrated> once it is live: the site ships no mark of
 * its own for tests, only the event its input holder waits for (lib/inline/early-input.js).
 */
export async function markLive(context: BrowserContext) {
  await context.addInitScript((event) => {
    // On the window, capturing: a tab opened by window.open keeps the Window of its first,
    // blank document, and this script may have run only there.
    addEventListener(event, () => document.documentElement.setAttribute("data-hydrated", ""), {
      capture: true,
      once: true,
    });
  }, LIVE_EVENT);
}

/**
 * Waits until the page's scripts have hydrated it, if it is one of the site's pages, and have
 * drawn the bands its load skipped (lib/inline/whole-page.js, within a second of going live), as
 * Lighthouse audits a quiet page. A band not yet drawn has no geometry of its own to measure (its
 * content is laid out only when asked, below a stand-in height), Playwright's role queries pass
 * over its content, and axe, which takes a text's background from what the browser finds at the
 * text's place, finds nothing inside it.
 */
export async function untilLive(page: Page) {
  const willHydrate = await page
    .evaluate(() => document.querySelector("script[data-chunks]") !== null)
    .catch(() => false);
  if (!willHydrate) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator(`html[${WHOLE_PAGE_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/** Waits until the page has painted twice more: what the last input or scroll set off is drawn. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );

/** The element with this id (ids such as "life-@-dunga" are no valid CSS `#` selector). */
export const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** Waits until the page has recorded the brand faces as cached (it does so once loaded and idle). */
export const untilFacesCached = (page: Page) =>
  page.waitForFunction(
    (prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)),
    FACES_KEY_PREFIX,
  );

export const test = base.extend({
  context: async ({ context }, provide) => {
    await markLive(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const name of navigations) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const options = args.find((arg) => typeof arg === "object" && arg !== null) as
              { waitUntil?: string } | undefined;
            const response = await navigate(...args);
            const partial =
              options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";
            if (!partial) await untilLive(page);
            return response;
          },
        });
      }
    }
    await provide(page);
  },
});
