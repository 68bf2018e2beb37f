import { expect, test, type Page } from "./fixtures";

// The site search (docs/routes.md, Site search): the header's search window, /search and the
// not-found page's search, at the desktop and the phone size, with scripts and without.

const LABEL = "Search the site";

// Each test loads a page or three and the search's index: on a busy machine that can take most of
// the default 30 s.
test.describe.configure({ timeout: 90_000 });

const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: LABEL });
const searchWindow = (page: Page) => page.getByRole("dialog", { name: LABEL });
/** A result opened from the window is a client-side navigation: its page's data comes first. */
const navigating = { timeout: 20_000 };

test.describe("the header's search window", () => {
  test("loads nothing of the search until it is opened", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/about");
    await expect(searchLink(page)).toHaveAttribute("href", "/search");
    expect(fetched.filter((path) => path === "/search-index.json")).toEqual([]);
    const scriptsBefore = fetched.filter((path) => path.endsWith(".js")).length;

    await searchLink(page).click();
    await searchWindow(page).getByRole("combobox").fill("react");
    await expect(searchWindow(page).getByRole("option").first()).toBeVisible();
    expect(fetched).toContain("/search-index.json");
    // The window's code and the search's came as scripts of their own.
    expect(fetched.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(scriptsBefore);
  });

  test("Ctrl+K opens it, typing shows results, Enter opens the first", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Control+K");
    const dialog = searchWindow(page);
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole("combobox", { name: LABEL });
    await expect(box).toBeFocused();
    await box.pressSequentially("flutter");
    await expect(dialog.getByRole("option").first()).toContainText("Flutter");
    await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await expect(dialog.getByRole("status")).toContainText(/\d+ pages? match/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/technologies\/flutter$/, navigating);
    await expect(dialog).toBeHidden();
  });

  test("the arrow keys move through the results and a click opens one", async ({ page }) => {
    await page.goto("/");
    await searchLink(page).click();
    const dialog = searchWindow(page);
    await dialog.getByRole("combobox").fill("app");
    const options = dialog.getByRole("option");
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");

    await dialog.getByRole("combobox").fill("clinic");
    const healthcare = options.filter({ hasText: "Healthcare App" });
    await healthcare.click();
    await expect(page).toHaveURL(/\/products\/healthcare$/, navigating);
  });

  test("Escape closes it and focus returns to what had it", async ({ page }) => {
    await page.goto("/contact");
    // Opened by its button: focus returns to the button.
    await searchLink(page).click();
    await expect(searchWindow(page).getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(searchWindow(page)).toBeHidden();
    await expect(searchLink(page)).toBeFocused();

    // Opened by its keys from elsewhere: focus returns there.
    const logo = page.getByRole("banner").getByRole("link").first();
    await logo.focus();
    await page.keyboard.press("Control+K");
    await expect(searchWindow(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(searchWindow(page)).toBeHidden();
    await expect(logo).toBeFocused();
  });

  test("keeps focus inside while open, and its close button closes it", async ({ page }) => {
    await page.goto("/services");
    await searchLink(page).click();
    const dialog = searchWindow(page);
    await dialog.getByRole("combobox").fill("react");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.activeElement?.closest("dialog") !== null);
      expect(inside).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();
    await expect(searchLink(page)).toBeFocused();
  });

  test("lists the best results and links to all of them on /search", async ({ page }) => {
    await page.goto("/");
    await searchLink(page).click();
    const dialog = searchWindow(page);
    await dialog.getByRole("combobox").fill("app");
    const all = dialog.getByRole("link", { name: /See all \d+ results/ });
    await expect(all).toBeVisible();
    await all.click();
    await expect(page).toHaveURL(/\/search\?q=app$/);
    await expect(page.getByRole("searchbox", { name: LABEL })).toHaveValue("app");
  });
});

test.describe("/search", () => {
  test("its search box is the band's subject, large, with the results under the band", async ({
    page,
  }) => {
    await page.goto("/search");
    const band = page.locator("#band");
    const box = band.getByRole("searchbox", { name: LABEL });
    await expect(box).toBeVisible();
    const { width } = page.viewportSize()!;
    const boxSize = (await box.boundingBox())!;
    // Large: the band's main element, at least 56 px tall and most of a phone's width.
    expect(boxSize.height).toBeGreaterThanOrEqual(56);
    expect(boxSize.width).toBeGreaterThanOrEqual(Math.min(width * 0.55, 480));
    await box.fill("react");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toHaveAttribute("href", "/technologies/react");
    const bandBottom = await band.evaluate((element) => element.getBoundingClientRect().bottom);
    const resultsTop = await results.evaluate((element) => element.getBoundingClientRect().top);
    expect(resultsTop).toBeGreaterThan(bandBottom);
  });

  test("shows the results for the query in its address", async ({ page }) => {
    await page.goto("/search?q=react");
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: LABEL })).toHaveValue("react");
    const results = main.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(results.first()).toHaveAttribute("href", "/technologies/react");
    await expect(main.getByRole("status")).toContainText(/\d+ pages match “react”/);
  });

  test("keeps the address in step with the query, and Back returns to the last one", async ({
    page,
  }) => {
    await page.goto("/search");
    const box = page.getByRole("main").getByRole("searchbox", { name: LABEL });
    await box.fill("clinic");
    await expect(page).toHaveURL(/\/search\?q=clinic$/);
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
    // Whichever page ranks first for it (the ranking has tests of its own).
    await expect(results.first()).toHaveAttribute("href", /^\/[a-z]/);
    const first = (await results.first().getAttribute("href"))!;
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=clinic$/);
    await results.first().click();
    await expect(page).toHaveURL((url) => url.pathname === first);
    await page.goBack();
    await expect(page.getByRole("main").getByRole("searchbox", { name: LABEL })).toHaveValue(
      "clinic",
    );
    await box.fill("");
    await expect(page).toHaveURL(/\/search$/);
  });

  test("a suggested search runs in place, and Back returns to the search before", async ({
    page,
  }) => {
    await page.goto("/search?q=react");
    const main = page.getByRole("main");
    const box = main.getByRole("searchbox", { name: LABEL });
    await expect(box).toHaveValue("react");
    const suggestion = main
      .getByRole("navigation", { name: "Popular searches" })
      .getByRole("link")
      .nth(1);
    const query = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await expect(box).toHaveValue(query);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(query);
    const results = main.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(results.first()).toBeVisible();
    await expect(main.getByRole("status")).toContainText(query);
    await page.goBack();
    await expect(box).toHaveValue("react");
    await expect(main.getByRole("status")).toContainText("react");
  });

  test("a suggested search opens its results from a page not yet live", async ({ page }) => {
    // The first page's scripts are held back, so the click lands before it is live: the
    // suggestion is then a plain link, and the page it opens runs the search from its address.
    let holding = true;
    await page.route("**/_next/static/chunks/**", async (route) => {
      if (holding && route.request().resourceType() === "script")
        await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto("/search", { waitUntil: "commit" });
    const suggestion = page
      .getByRole("navigation", { name: "Popular searches" })
      .getByRole("link")
      .first();
    const query = (await suggestion.textContent())!.trim();
    await suggestion.click();
    holding = false;
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(query);
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("searchbox", { name: LABEL })).toHaveValue(query);
  });

  test("every result it can give is a page of the site", async ({ request }) => {
    const index = (await (await request.get("/search-index.json")).json()) as {
      documentIds: Record<string, string>;
    };
    const hrefs = Object.values(index.documentIds);
    expect(hrefs.length).toBeGreaterThan(90);
    const broken: string[] = [];
    for (const href of hrefs) {
      const response = await request.get(href.split("#")[0]!);
      if (response.status() !== 200) broken.push(`${href}: HTTP ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search leads to /search, whose form sends the query there", async ({
    page,
  }) => {
    await page.goto("/technologies");
    await searchLink(page).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.locator("#band").getByRole("searchbox", { name: LABEL });
    await box.fill("react");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=react$/);
    // Playwright's text search skips <noscript>; the note inside it is shown all the same.
    await expect(page.locator("main noscript p")).toBeVisible();
    await expect(page.locator("main noscript p")).toContainText("needs JavaScript");
    const browse = page.getByRole("navigation", { name: "Browse the site" });
    for (const path of ["/services", "/technologies", "/products", "/portfolio", "/careers"]) {
      await expect(browse.locator(`a[href="${path}"]`)).toBeVisible();
    }
  });

  test("the not-found page's search sends the query to /search", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("searchbox", { name: LABEL }).fill("android");
    await page.getByRole("searchbox", { name: LABEL }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=android$/);
    await expect(page.getByRole("navigation", { name: "Browse the site" })).toBeVisible();
  });
});

test.describe("the not-found page's search", () => {
  test("shows results as the visitor types, and Search opens them on /search", async ({ page }) => {
    await page.goto("/no-such-page");
    const box = page.getByRole("main").getByRole("searchbox", { name: LABEL });
    await box.fill("android");
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(results.first()).toHaveAttribute("href", "/services/android");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=android$/);
    await expect(results.first()).toHaveAttribute("href", "/services/android");
  });
});

test("from 1024 px the site's pages run under the results and the aside, the whole width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/search?q=delivery");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Logistics/ })
      .first(),
  ).toBeVisible();
  const browse = (await page.getByRole("navigation", { name: "Browse the site" }).boundingBox())!;
  const aside = (await page.getByRole("main").locator("aside").boundingBox())!;
  const results = (await page.getByRole("main").getByRole("list").first().boundingBox())!;
  // Under both columns, as wide as the two: beside the aside's short column it left a hole.
  expect(browse.y).toBeGreaterThanOrEqual(aside.y + aside.height);
  expect(browse.y).toBeGreaterThanOrEqual(results.y + results.height);
  expect(browse.x + browse.width).toBeGreaterThanOrEqual(aside.x + aside.width - 1);
  // Two columns of the same count, give or take one: in rows of three, the last held two.
  const lefts = await page
    .getByRole("navigation", { name: "Browse the site" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x)));
  const columns = [...new Set(lefts)].map((x) => lefts.filter((left) => left === x).length);
  expect(columns).toHaveLength(2);
  expect(Math.abs(columns[0]! - columns[1]!)).toBeLessThanOrEqual(1);
});
