import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3108";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
async function shot(name: string, width: number, height: number, path: string, act: (page: import("@playwright/test").Page) => Promise<void>, js = true) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: js, hasTouch: width < 800, isMobile: width < 800, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(800);
  await act(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/controls-${name}.png` });
  await context.close();
}
await shot("menu-hover-nojs", 1440, 900, "/about", async (p) => { await p.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SERVICES", exact: true }).hover(); }, false);
await shot("menu-focus-nojs", 1440, 900, "/about", async (p) => { await p.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "COMPANY", exact: true }).focus(); }, false);
await shot("mobile-nojs", 390, 844, "/services", async (p) => { await p.getByRole("button", { name: "Open menu" }).tap(); }, false);
await shot("mobile-live", 390, 844, "/services", async (p) => { await p.getByRole("button", { name: "Open menu" }).tap(); await p.getByRole("button", { name: "SERVICES menu" }).tap(); });
await shot("portfolio-nojs", 1440, 1100, "/", async (p) => { const g = p.getByRole("group", { name: "Filter projects by category" }); await g.scrollIntoViewIfNeeded(); await g.getByRole("radio", { name: "Web", exact: true }).click(); await p.evaluate(() => document.querySelector("#PORTFOLIO")!.scrollIntoView()); }, false);
await shot("products-nojs", 1440, 1100, "/products", async (p) => { await p.getByRole("radio", { name: "New", exact: true }).click(); await p.evaluate(() => window.scrollTo(0, 500)); }, false);
await shot("products-live-390", 390, 844, "/products?q=app", async (p) => { await p.evaluate(() => window.scrollTo(0, 500)); });
await browser.close();
