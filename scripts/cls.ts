// The layout-shift part of `npm run budget` on its own, far quicker, for work on a layout: each
// budget page at the desktop and the phone width, loaded, hydrated and scrolled through (one
// measurement, in layout-shift.ts, the budget's own). Exits 1 when a page reaches the budget.
// Usage: npm run cls (after a build).
import { chromium } from "@playwright/test";

import { budgets, desktopViewport, pages } from "../config/budgets";
import { findChromium } from "./browser";
import { startSite } from "./ci/site-server";
import { describeShifts, phoneViewport, scrolledShift } from "./layout-shift";

const port = Number(process.env.CLS_PORT ?? 4175);

let failed = false;
/** Every budget page at both widths, in the site served at `base`. */
async function measure(base: string) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  for (const [name, viewport] of [
    ["desktop", desktopViewport],
    ["phone", phoneViewport],
  ] as const) {
    for (const { path } of pages) {
      const measured = await scrolledShift(browser, `${base}${path}`, viewport);
      const over = measured.cls >= budgets.clsBelow;
      failed ||= over;
      console.log(
        `${over ? "OVER" : "ok  "} ${name.padEnd(8)} ${path.padEnd(22)} CLS ${measured.cls.toFixed(4)} (below ${budgets.clsBelow})`,
      );
      // What moved, for any shift at all: a small one today is where a large one starts.
      for (const line of describeShifts(measured)) console.log(`       ${line}`);
    }
  }
  await browser.close();
}

async function main() {
  const { url: base, stop } = await startSite(port);
  try {
    await measure(base);
  } finally {
    stop();
  }
  process.exit(failed ? 1 : 0);
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
