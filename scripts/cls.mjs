// Measures Cumulative Layout Shift of the built site in Chromium, at desktop and mobile widths,
// while the page loads, hydrates, types its headline and is scrolled through. Exits 1 over budget.
// Usage: npm run cls (after npm run build).
import { chromium } from "@playwright/test";

import { findChromium } from "./browser.mjs";
import { startSite } from "./ci/site-server.mjs";

const port = Number(process.env.CLS_PORT ?? 4175);
/** Pages and their CLS budget. */
const budgets = { "/": 0, "/about": 0.01, "/portfolio": 0.01, "/products": 0.01, "/quote": 0.01 };

const { url: base, stop } = await startSite(port);
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  for (const [name, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput) window.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const [path, budget] of Object.entries(budgets)) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(3000);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => window.__cls);
      const over = cls > budget;
      failed ||= over;
      console.log(
        `${over ? "OVER" : "ok  "} ${name.padEnd(8)} ${path.padEnd(12)} CLS ${cls.toFixed(4)} (budget ${budget})`,
      );
    }
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
