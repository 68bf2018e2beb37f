import { FACES_CLASS } from "../lib/brand-faces";
import { recordShifts, recordedShifts } from "../scripts/layout-shift";

import { drawnWith } from "./drawn-with";
import { expect, test, untilFacesCached, type Page } from "./fixtures";

// The brand faces are served in two stages (lib/brand-faces.ts): a visitor's first page is set
// in the metric-matched fallbacks and fetches no font while it loads, so its largest paint waits
// for nothing; once it has loaded and is idle it fetches the faces into the cache without using
// them; every later page sets them from its first frame, with nothing moving.

/** The face files the page asked for so far, and when, from its performance entries. */
const fontTiming = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventStart ?? 0,
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    };
  });

/** The family names a property of <html> holds ("'a', 'b', var(--font-system)" → ["a", "b"]). */
const stack = (page: Page, property: string) =>
  page.evaluate(
    (name) =>
      getComputedStyle(document.documentElement)
        .getPropertyValue(name)
        .split(",")
        .map((family) => family.trim().replace(/^['"]|['"]$/g, ""))
        .filter((family) => family && !family.startsWith("var(")),
    property,
  );

/** The first family an element's computed font-family names. */
const firstFamily = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      getComputedStyle(document.querySelector(css)!)
        .fontFamily.split(",")[0]!
        .trim()
        .replace(/^['"]|['"]$/g, ""),
    selector,
  );

/** Whether the document has loaded the face `family` (status "loaded"). */
const faceLoaded = (page: Page, family: string) =>
  page.evaluate(
    (name) =>
      [...document.fonts].some(
        (face) => face.family.replace(/^['"]|['"]$/g, "") === name && face.status === "loaded",
      ),
    family,
  );

for (const path of ["/", "/services/website"]) {
  test(`${path} as a first view fetches no font while it loads and sets its headings in the fallback`, async ({
    page,
  }) => {
    await page.goto(path);
    const { loaded, fonts } = await fontTiming(page);
    expect(loaded).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.start <= loaded)).toEqual([]);

    const [displayFallback] = await stack(page, "--font-display-fallback");
    const [textFallback] = await stack(page, "--font-text-fallback");
    expect(displayFallback).toMatch(/Fallback/);
    expect(await firstFamily(page, "h1")).toBe(displayFallback);
    expect(await firstFamily(page, "main p")).toBe(textFallback);
    await expect(page.locator("html")).not.toHaveClass(new RegExp(FACES_CLASS));
    expect(await drawnWith(page, "h1")).not.toContainEqual(expect.stringMatching(/Bricolage/));
  });
}

test("once the first page has loaded and is idle, the next page is set in the brand faces from its first frame", async ({
  page,
}) => {
  await page.goto("/");
  await untilFacesCached(page);
  // Fetched, but not used on this page: nothing on it changed face.
  const [display] = await stack(page, "--font-display-face");
  const [text] = await stack(page, "--font-text-face");
  expect(await faceLoaded(page, display!)).toBe(true);
  expect(await faceLoaded(page, text!)).toBe(true);
  expect(await drawnWith(page, "h1")).not.toContainEqual(expect.stringMatching(/Bricolage/));

  await recordShifts(page);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(new RegExp(FACES_CLASS));
  expect(await firstFamily(page, "h1")).toBe(display);
  // The band's description, under the heading.
  expect(await firstFamily(page, "h1 + p")).toBe(text);
  expect(await faceLoaded(page, display!)).toBe(true);
  expect(await drawnWith(page, "h1")).toEqual([expect.stringMatching(/^Bricolage Grotesque/)]);
  expect(await drawnWith(page, "h1 + p")).toEqual([expect.stringMatching(/^Inter/)]);
  expect(await recordedShifts(page)).toEqual([]);
});

test("a page reached by a link within the site, after the faces are cached, is set in them", async ({
  page,
}) => {
  await page.goto("/");
  await untilFacesCached(page);
  // A mark on this document's window: still there after the link, the page came without a new
  // document, so no <head> script ran for it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  const [display] = await stack(page, "--font-display-face");
  expect(await firstFamily(page, "h1")).toBe(display);
  expect(await drawnWith(page, "h1")).toEqual([expect.stringMatching(/^Bricolage Grotesque/)]);
});

test("where storage throws, pages render in the fallbacks with no error", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  // The first page still fetches the faces once idle; it cannot record them.
  const fetched = page.waitForResponse((response) => response.url().endsWith(".woff2"));
  await page.goto("/");
  await fetched;
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(new RegExp(FACES_CLASS));
  const [displayFallback] = await stack(page, "--font-display-fallback");
  expect(await firstFamily(page, "h1")).toBe(displayFallback);
  expect(errors).toEqual([]);
});
