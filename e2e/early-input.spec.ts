import { expect, test, type Page } from "./fixtures";

import { products } from "../content/products";
import { portfolioProjects } from "../content/portfolio";

// A visitor does not wait for the page to be live. Here every page's scripts arrive 2.5 s late, and
// each control is used right after the document is parsed, without waiting for hydration (goto
// with "domcontentloaded"): what it does must happen once the page is live, and only once
// (lib/inline/early-input.js holds the input and hands it over).

const LATE_MS = 2500;
/** Long enough for late scripts and a slow hydration on a busy machine. */
const handedOver = { timeout: 20_000 };

async function scriptsArriveLate(page: Page) {
  await page.route("**/_next/static/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.continue();
  });
}

/** Opens the page as a visitor sees it: parsed and painted, its scripts still on the way. */
async function openEarly(page: Page, path: string) {
  await scriptsArriveLate(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]"), "the page is not live yet").toHaveCount(0);
}

const live = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test.describe("desktop menus", () => {
  test.skip(({ isMobile }) => isMobile, "the phone's menu is tested below");

  test("a mega-menu opens from a click and from the keyboard before the page is live", async ({
    page,
  }) => {
    await openEarly(page, "/about");
    const company = page.getByRole("button", { name: "COMPANY menu" });
    await company.click();
    const products = page.getByRole("button", { name: "PRODUCTS menu" });
    await products.focus();
    await page.keyboard.press("Enter");
    // The second opened last: one panel is open at a time.
    await expect(products).toHaveAttribute("aria-expanded", "true", handedOver);
    await expect(page.locator("#mega-products")).toBeVisible();
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(products).toBeFocused();
  });
});

test.describe("the phone's menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the desktop's menus are tested above");

  test("opens from a tap before the page is live", async ({ page }) => {
    await openEarly(page, "/services");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible(handedOver);
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });
});

test("the products' New filter, used at once, shows the new products once", async ({ page }) => {
  await openEarly(page, "/products");
  const historyBefore = await page.evaluate(() => history.length);
  await page.getByRole("radio", { name: "New", exact: true }).click();
  const grid = page.getByRole("list", { name: "Products" });
  await expect(grid.locator("> li:visible")).toHaveCount(
    products.filter((product) => product.isNew).length,
    handedOver,
  );
  await expect(page).toHaveURL(/[?&]filter=new\b/);
  // One entry pushed for one click: the click was not also handled before the hand-over.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
});

test("the products' search, typed at once, shows its matches", async ({ page }) => {
  await openEarly(page, "/products");
  await page.getByRole("searchbox").pressSequentially("cricket");
  const matches = products.filter((product) =>
    `${product.title}\n${product.description}`.toLowerCase().includes("cricket"),
  );
  const grid = page.getByRole("list", { name: "Products" });
  await expect(grid.locator("> li:visible")).toHaveCount(matches.length, handedOver);
  await expect(page.getByRole("searchbox")).toHaveValue("cricket");
});

test("home's technology and portfolio filters, used at once, filter", async ({ page }) => {
  await openEarly(page, "/");
  const technologies = page.getByRole("group", { name: "Filter technologies by category" });
  await technologies.getByRole("radio", { name: "Backend", exact: true }).click();
  const portfolio = page.getByRole("group", { name: "Filter projects by category" });
  await portfolio.getByRole("radio", { name: "Mobile", exact: true }).click();
  // Still chosen once the page is live, which then lays the cards out itself.
  await live(page);
  await expect(portfolio.getByRole("radio", { name: "Mobile", exact: true })).toBeChecked();
  await expect(page.locator("#PORTFOLIO li:visible article")).toHaveCount(
    portfolioProjects.filter((project) => project.category === "mobile").length,
  );
  await expect(technologies.getByRole("radio", { name: "Backend", exact: true })).toBeChecked();
  await expect(
    page.locator('#TECHNOLOGIES li:visible a[href="/technologies/nodejs"]'),
  ).toBeVisible();
  await expect(
    page.locator('#TECHNOLOGIES li:visible a[href="/technologies/flutter"]'),
  ).toHaveCount(0);
});

// The site search is a real GET form to /search: sent before the page is live, the browser sends
// it, and /search runs the search from its address once live.
test("the not-found page's search, typed and sent at once, finds pages", async ({ page }) => {
  await openEarly(page, "/nothing-here");
  const box = page.getByRole("searchbox", { name: "Search the site" });
  await box.pressSequentially("android");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=android$/, handedOver);
  await expect(page.locator('main a[href="/services/android"]')).toBeVisible(handedOver);
  await expect(box).toHaveValue("android");
  await expect(page.locator("main").getByRole("status")).toContainText("android");
});

test("the search page, typed into at once, shows its results once live", async ({ page }) => {
  await openEarly(page, "/search");
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
  await box.pressSequentially("flutter");
  await expect(page.locator('main a[href="/technologies/flutter"]').first()).toBeVisible(
    handedOver,
  );
  await expect(box).toHaveValue("flutter");
  await expect(page).toHaveURL(/\/search\?q=flutter$/);
});

test("the header's search, clicked at once, opens /search", async ({ page }) => {
  await openEarly(page, "/about");
  await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test("Print, pressed at once, opens the print dialog once", async ({ page }) => {
  await page.addInitScript(() => {
    (window as { prints?: number }).prints = 0;
    window.print = () => {
      (window as { prints?: number }).prints! += 1;
    };
  });
  await openEarly(page, "/terms-and-conditions");
  await page.getByRole("button", { name: "Print" }).click();
  await live(page);
  await expect.poll(() => page.evaluate(() => (window as { prints?: number }).prints)).toBe(1);
});

test("Go Back, pressed at once, goes back one page", async ({ page }) => {
  await page.goto("/privacy-policies");
  await openEarly(page, "/missing-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/privacy-policies$/, handedOver);
  // Once: going back twice would have left the site for the blank page the test began on.
  await live(page);
  await expect(page).toHaveURL(/\/privacy-policies$/);
});

test("on a normal visit the menus and filters answer without waiting for the page", async ({
  page,
  isMobile,
}) => {
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  await page.getByRole("radio", { name: "Hot", exact: true }).click();
  await expect(page).toHaveURL(/[?&]filter=hot\b/);
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.locator("#mobile-menu")).toBeVisible();
  } else {
    await page.getByRole("button", { name: "TECHNOLOGIES menu" }).click();
    await expect(page.locator("#mega-technologies")).toBeVisible();
  }
});
