// One measurement of layout shift, shared by `npm run cls` and `npm run budget`: the page loads,
// hydrates, runs its first animations (home types its headline) and is scrolled through to the
// bottom, as a visitor would; shifts right after input do not count, as in the CLS metric.
//
// The functions handed to the page run as their source text, so they name no function inside:
// tsx wraps every named one (esbuild's keepNames) in a helper the page does not have.
import type { Browser, ViewportSize } from "@playwright/test";

/** The page's window with the running total the init script keeps. */
type ShiftWindow = { __cls: number };
/** A layout-shift entry (the DOM types have no LayoutShift). */
type LayoutShiftEntry = PerformanceEntry & { hadRecentInput: boolean; value: number };

/** The phone window layout shift is measured in, beside the budget's desktop window. */
export const phoneViewport: ViewportSize = { width: 390, height: 844 };

/** Sum of the layout-shift entries of `url` in a fresh page of `browser` at `viewport`. */
export async function scrolledShift(browser: Browser, url: string, viewport: ViewportSize) {
  const page = await browser.newPage({ viewport });
  try {
    await page.addInitScript(() => {
      (window as unknown as ShiftWindow).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[])
          if (!entry.hadRecentInput) (window as unknown as ShiftWindow).__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Long enough for the typed headline to erase and retype its first word.
    await page.waitForTimeout(3000);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForTimeout(500);
    return await page.evaluate(() => (window as unknown as ShiftWindow).__cls);
  } finally {
    await page.close();
  }
}
