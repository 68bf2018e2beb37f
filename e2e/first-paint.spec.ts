import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { hasCompileHint } from "../scripts/build/compile-hint";

import { expect, test } from "./fixtures";

// A browser may paint a page before its HTML has all arrived. On a slow network or a busy
// computer, the HTML can arrive in pieces. Each piece shown must stay where it is when the rest
// arrives. Here the HTML stops for a moment, as a stalled connection would:
// - Halfway through the header, whose menus make it long. Were the header painted with only some
//   of its nav items, each later item would move the ones already shown.
// - Halfway through an inner page's band, on a wide screen, inside its picture. Were the text
//   centred beside a picture still growing, the text would move down as each row of the picture
//   came in (components/sections/page-hero.tsx).

/** Where a page's HTML stalls: the middle of the markup between `from` and `to`. */
const between = (from: string, to: string) => (html: string) => {
  const start = html.indexOf(from);
  const end = start < 0 ? -1 : html.indexOf(to, start);
  return end < 0 ? -1 : Math.floor((start + end) / 2);
};
const midHeader = between("<header", "<main");
const midBand = between('<section class="on-dark', "</section>");
const stalls: { path: string; cut: (html: string) => number; part: string; wide?: boolean }[] = [
  { path: "/", cut: midHeader, part: "header" },
  { path: "/terms-and-conditions", cut: midHeader, part: "header" },
  // The band's picture is drawn on wide screens only.
  { path: "/products", cut: midBand, part: "band", wide: true },
  { path: "/services/website", cut: midBand, part: "band", wide: true },
];
const stallMs = 1500;

/** Serves the site like the real server, but each page's HTML pauses at its stall point. */
function stallingProxy(upstream: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", upstream);
    const answer = await fetch(url);
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await answer.arrayBuffer());
    const stall = stalls.find(({ path }) => path === url.pathname);
    response.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
    if (!type.startsWith("text/html") || !stall) {
      response.end(body);
      return;
    }
    const html = body.toString("utf8");
    const cut = stall.cut(html);
    // A page without the part has nothing to test: an error page, on which the test fails.
    if (cut <= 0) {
      response.end(`no ${stall.part} to stall in`);
      return;
    }
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), stallMs);
  });
  // Port 0: the system picks a free one, so parallel workers never collide.
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let proxy: Server;
let proxyBase: string;

test.beforeAll(async ({}, testInfo) => {
  proxy = await stallingProxy(testInfo.project.use.baseURL!);
  proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

for (const { path, part, wide } of stalls) {
  test(`${path} never paints a partial ${part}: no layout shift when its HTML stalls`, async ({
    page,
  }, testInfo) => {
    test.skip(wide === true && testInfo.project.name === "mobile", "drawn on wide screens only");
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${proxyBase}${path}`, { waitUntil: "load" });
    await expect(page.locator("main")).toBeVisible();
    // A shift is reported with the frame that shows it; one more frame makes sure it is in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts).toEqual([]);
  });
}

// The page's JavaScript only starts to download once its text is on screen
// (scripts/build/scripts-after-paint.ts), so on a slow phone it never competes with the HTML and the
// stylesheet for the first paint; the page is live right after. Every script it runs to start asks
// Chromium to compile it while it downloads (scripts/build/compile-hint.ts), not in the task that starts it.
for (const path of ["/", "/products", "/quote", "/terms-and-conditions"]) {
  test(`${path} paints before it fetches its JavaScript, then comes alive`, async ({ page }) => {
    const scripts: Promise<{ url: string; hinted: boolean }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.text().then((text) => ({ url: response.url(), hinted: hasCompileHint(text) })),
      );
    });
    await page.goto(path);
    // React has hydrated the document: it tags each node it owns.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
      )
      .toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => !script.hinted)).toEqual([]);
  });
}
