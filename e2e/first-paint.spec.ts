import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { BAND_ID } from "../components/sections/page-hero";
import { WHOLE_MARKER } from "../components/ui/whole-marker";
import { hasCompileHint } from "../scripts/build/compile-hint";
import { recordShifts, recordedShifts } from "../scripts/layout-shift";

import { expect, test, type Locator, type Page } from "./fixtures";

// A browser may paint a page before its HTML has all arrived. On a slow network or a busy
// computer, the HTML can arrive in pieces. Each piece shown must stay where it is when the rest
// arrives. Here the HTML stops for a moment, as a stalled connection would:
// - Halfway through the header, whose menus make it long. Were the header painted with only some
//   of its nav items, each later item would move the ones already shown. And right after its
//   search button, the first of the controls that end its row: the row paints once whole.
// - Inside an inner page's band, on a wide screen (1024 px, where the band's two columns start,
//   and 1440 px), once inside its picture and once inside its text. Were the text centred beside a
//   picture still growing, the text would move down as each row of the picture came in; were it
//   centred while its own lines still arrived, the heading would move up as each came in. So the
//   band paints nothing of itself until its HTML has arrived to its end (components/sections/
//   page-hero.tsx, the paint-when-whole rule in app/globals.css), and then shows whole.
// - Inside home's hero text, on a wide screen: its picture, beside it, comes after it, and the two
//   are centred in their row, so a picture taller than the text would move the text down.
// - Before the last card of a list of cards, whose rows are centred: were the last row painted
//   with a card missing, its cards would move aside when the last one came in. Such a list, too,
//   paints its cards once they have all arrived (components/ui/card-grid.tsx).

/** Where a page's HTML stalls: the middle of the markup between `from` and `to`. */
const between = (from: string, to: string) => (html: string) => {
  const start = html.indexOf(from);
  const end = start < 0 ? -1 : html.indexOf(to, start);
  return end < 0 ? -1 : Math.floor((start + end) / 2);
};
/** The middle of the markup between `from` and `to`, from the first `scope` on. */
const inside = (scope: string, from: string, to: string) => (html: string) => {
  const start = html.indexOf(scope);
  const cut = start < 0 ? -1 : between(from, to)(html.slice(start));
  return cut < 0 ? -1 : start + cut;
};
const midHeader = between("<header", "<main");
// Right after the header's first control, the search button: the controls end the row, so one
// arriving after another would push it aside, were the row painted before it is whole.
const afterSearchButton = (html: string) => {
  const button = html.indexOf('href="/search"', html.indexOf("<header"));
  const end = button < 0 ? -1 : html.indexOf("</a>", button);
  return end < 0 ? -1 : end + "</a>".length;
};
// The band's picture comes first in its markup, then its text (eyebrow, heading, description).
const band = `<section id="${BAND_ID}"`;
const bandPicture = inside(band, "<svg", "</svg>");
const bandText = inside(band, "<h1", "</section>");
// A list of cards ends with a marker (components/ui/card-grid.tsx): the stall comes right before
// the first list's last card, so that its last row has all its cards but one.
const beforeLastCard = (html: string) => {
  const end = html.indexOf(`<li ${WHOLE_MARKER}`);
  return end < 0 ? -1 : html.lastIndexOf("<li", end - 1);
};
interface Stall {
  path: string;
  cut: (html: string) => number;
  part: string;
  /** The widths the stall is tried at; the project's own when none are given. */
  widths?: number[];
  /** The window's height at those widths: a shift only counts where it is in view. */
  height?: number;
  /** What shows once the page has all arrived (the heading when not given). */
  shown?: (page: Page) => Locator;
}
// The band's picture is drawn on wide screens, beside the text from 1024 px on, where the rows of
// cards are widest too; the products' also from 768 px, under the text (PageHero's `tabletArt`).
const wide = [1024, 1440];
const stalls: Stall[] = [
  { path: "/", cut: midHeader, part: "header" },
  { path: "/terms-and-conditions", cut: midHeader, part: "header" },
  {
    path: "/portfolio",
    cut: afterSearchButton,
    part: "row of header controls",
    // Phones at their narrowest and commonest (no quote button), a small laptop (the quote
    // button beside the menu button, below 1280 px) and the full menu.
    widths: [320, 390, 1024, 1440],
  },
  // Home's hero: its text, then its picture beside it, each centred in their row.
  { path: "/", cut: inside("<main", "<h1", "<img"), part: "hero's text", widths: wide },
  { path: "/products", cut: bandPicture, part: "band's picture", widths: [768, ...wide] },
  { path: "/services/website", cut: bandPicture, part: "band's picture", widths: wide },
  { path: "/technologies", cut: bandText, part: "band's text", widths: wide },
  { path: "/services/website", cut: bandText, part: "band's text", widths: wide },
  // A window tall enough to hold the list, as one scrolled down to it while the page arrives.
  {
    path: "/technologies",
    cut: beforeLastCard,
    part: "row of a list",
    widths: wide,
    height: 2400,
    // The first list's last row, which a list still waiting for its end would hide.
    shown: (page) => page.locator(`main li:has(+ li[${WHOLE_MARKER}])`).first(),
  },
];
const stallMs = 1500;

/** Serves the site like the real server, but each page's HTML pauses at its stall point. */
function stallingProxy(upstream: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", upstream);
    const answer = await fetch(url);
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await answer.arrayBuffer());
    // The test names its stall (`?stall=N`); the page itself is the same with or without it.
    const stall = stalls[Number(url.searchParams.get("stall") ?? NaN)];
    url.search = "";
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

const cases = stalls.flatMap((stall, index) =>
  (stall.widths ?? [undefined]).map((width) => ({ ...stall, index, width })),
);
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
for (const { path, part, index, width, height = 900, shown = heading } of cases) {
  const at = width ? ` at ${width}px` : "";

  test(`${path} never paints a partial ${part}${at}: no layout shift when its HTML stalls`, async ({
    page,
  }, testInfo) => {
    test.skip(width !== undefined && testInfo.project.name === "mobile", "a width of its own");
    if (width) await page.setViewportSize({ width, height });
    // Home's headline types once the page is live, and each letter moves the caret after it: a
    // shift of the page at work, not of a partial paint, and one that a fast machine counted
    // before the check. Asked for less motion, the headline stands still.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Each shift with what moved, so that a failure names it.
    await recordShifts(page);
    await page.goto(`${proxyBase}${path}?stall=${index}`, { waitUntil: "load" });
    // Whole once it has all arrived: a band still waiting for its end would hide its heading.
    await expect(shown(page)).toBeVisible();
    expect(await recordedShifts(page)).toEqual([]);
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
