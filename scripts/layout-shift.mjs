// One measurement of layout shift, shared by `npm run cls` and `npm run budget`: the page loads,
// hydrates, runs its first animations (home types its headline) and is scrolled through to the
// bottom, as a visitor would; shifts right after input do not count, as in the CLS metric.

/** The phone window layout shift is measured in, beside the budget's desktop window. */
export const phoneViewport = { width: 390, height: 844 };

/** Sum of the layout-shift entries of `url` in a fresh page of `browser` at `viewport`. */
export async function scrolledShift(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  try {
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput) window.__cls += entry.value;
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
    return await page.evaluate(() => window.__cls);
  } finally {
    await page.close();
  }
}
