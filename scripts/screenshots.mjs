// Full-page screenshots of the served site at desktop and mobile widths, for looking at the design.
// Usage: node scripts/screenshots.mjs [path ...]   (with the site served on E2E_PORT or 4173)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

import { findChromium } from "./browser.mjs";

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const widths = { desktop: 1440, mobile: 390 };

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
for (const [name, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // Scroll through once, instantly and slowly enough, so every section has faded in.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForTimeout(800);
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "") || "-home"}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
