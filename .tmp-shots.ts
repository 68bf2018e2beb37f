import { chromium } from "@playwright/test";
import { findChromium } from "./scripts/browser";
const shots: [string, number][] = [["/services", 768], ["/services", 1440], ["/hire", 1024], ["/support", 1440], ["/technologies", 768], ["/contact", 390], ["/", 1280]];
(async () => {
  const browser = await chromium.launch({ executablePath: findChromium() });
  for (const [path, width] of shots) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:4313${path}`, { waitUntil: "networkidle" });
    await page.evaluate(async () => { for (let t = 0; t < document.documentElement.scrollHeight; t += 800) { window.scrollTo(0, t); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/gshots/${path.replace(/\//g, "_") || "home"}-${width}.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
})();
