// While a page loads, its bands out of sight are skipped and stand in at an estimated height; once
// it is live and idle, or at the first scroll, its inline script draws them (app/globals.css,
// lib/inline/whole-page.js). These tests hold both sides: the work is put off, and nothing that
// moves to a place on the page lands anywhere else for it.
import { homeAnchors } from "../content/home";
import { aboutAnchors } from "../content/navigation";
import { WHOLE_PAGE_ATTRIBUTE } from "../lib/whole-page";
import { recordShifts, recordedShifts, totalShift } from "../scripts/layout-shift";
import {
  byId,
  expect,
  test,
  twoFrames,
  untilFacesCached,
  type Locator,
  type Page,
} from "./fixtures";

/** Whether the element is drawn: false while a band around it is skipped. */
const drawn = (element: Locator) =>
  element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

/**
 * How far the section stands from where an anchor puts it: the page's scroll padding (the
 * sticky header) plus the section's own scroll margin, below the window's top edge.
 */
const offAnchor = (section: Locator) =>
  section.evaluate((element) => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop);
    return Math.abs(Math.round(element.getBoundingClientRect().top - padding - margin));
  });

/** The element's distance from the window's top edge, in CSS pixels. */
const top = (element: Locator) =>
  element.evaluate((node) => Math.round(node.getBoundingClientRect().top));

const lastBandHeading = (page: Page) =>
  page.locator("main > section").last().getByRole("heading", { level: 2 });

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("a long page draws the bands out of sight only as they come near", async ({ page }) => {
    await page.goto("/");
    const heading = lastBandHeading(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link").first();
    expect(await drawn(heading)).toBe(false);
    expect(await drawn(footerLink)).toBe(false);
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(heading)).toBe(true);
  });

  test("the product catalogue draws its cards out of sight only as they come near", async ({
    page,
  }) => {
    await page.goto("/products");
    const cards = page.locator("[data-cards] > li").getByRole("link");
    await cards.first().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(cards.first())).toBe(true);
    // Thirty cards: the last stands rows below the window, still skipped inside its drawn band.
    expect(await drawn(cards.last())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(cards.last())).toBe(true);
  });

  test("an address with an anchor lands on its section", async ({ page }) => {
    for (const anchor of Object.values(homeAnchors)) {
      await page.goto(`/#${anchor}`);
      await expect.poll(() => offAnchor(byId(page, anchor))).toBeLessThanOrEqual(1);
    }
    await page.goto(`/about#${aboutAnchors.achievements}`);
    await expect
      .poll(() => offAnchor(byId(page, aboutAnchors.achievements)))
      .toBeLessThanOrEqual(1);
  });
});

test("once the page is live, it draws every band without being scrolled", async ({ page }) => {
  await page.goto("/");
  const heading = lastBandHeading(page);
  await expect.poll(() => drawn(heading)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a page scrolled before its scripts arrive is drawn whole at once, nothing in view jumping", async ({
  page,
}) => {
  // The page's own scripts never arrive: nothing is live, every band the load skipped is still
  // skipped when the visitor scrolls, and only the inline script in <head> can draw them.
  await page.route("**/_next/static/chunks/**", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  await recordShifts(page);
  // The fixture's goto waits for the live page, which this one never is: up to the first paint.
  await page.goto("/portfolio/spicetrail-store", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const whole = page.locator(`html[${WHOLE_PAGE_ATTRIBUTE}]`);
  await expect(whole).toHaveCount(0);
  // Down the page in jumps longer than the browser draws ahead of the window, as a fling does
  // when the frames are slow: a band still standing in at its estimated height came into view.
  for (let jump = 1; jump <= 4; jump += 1) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), jump * 1200);
    await twoFrames(page);
  }
  const shifted = totalShift(await recordedShifts(page));
  expect(shifted).toBeLessThan(0.01);
  await expect(whole).toBeAttached();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

// Waits for the live page (the fixture's goto does): before it, the link is a new document and
// lands as an address with an anchor does; this one holds the router's own move to an anchor.
test("a link to another page's anchor lands on its section", async ({ page }) => {
  await page.goto("/services/android");
  await page.locator(`main a[href="/#${homeAnchors.contact}"]`).last().click();
  await expect(page).toHaveURL(new RegExp(`/#${homeAnchors.contact}$`));
  await expect.poll(() => offAnchor(byId(page, homeAnchors.contact))).toBeLessThanOrEqual(1);
});

test("the back button brings a long page back to where the visitor left it", async ({ page }) => {
  // A returning visitor, whose pages are in the brand faces from their first frame: a first
  // visit's faces arrive with the next page (lib/brand-faces.ts) and move the text by themselves.
  await page.goto("/");
  await untilFacesCached(page);
  await page.goto("/");
  // A link far down the page. The fixture's goto waits for the whole page, so this holds the
  // router's own restoring; keeping the place while bands are drawn is lib/inline/whole-page.test.ts's.
  const study = byId(page, homeAnchors.portfolio).locator('a[href^="/portfolio/"]').first();
  await study.evaluate((element) =>
    element.scrollIntoView({ behavior: "instant", block: "center" }),
  );
  const before = await top(study);
  await study.click();
  await expect(page).toHaveURL(/\/portfolio\/[^/]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // The page is whole on return too (the attribute stays for the visit), so nothing above moved.
  await expect.poll(async () => Math.abs((await top(study)) - before)).toBeLessThanOrEqual(8);
});
