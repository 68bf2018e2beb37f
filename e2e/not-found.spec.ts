import { expect, test, untilLive } from "./fixtures";

import { popularPages } from "../content/navigation";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(
    page.getByText(
      "The page you're looking for doesn't exist or has been moved. Let's get you back on track!",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const popular = page.getByRole("navigation", { name: "Popular Pages" }).getByRole("link");
  expect(
    await popular.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  ).toEqual(popularPages.map((link) => link.href));
});

test("/not-found shows the same page", async ({ page }) => {
  await page.goto("/not-found");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("the search box finds pages, services and products", async ({ page }) => {
  await page.goto("/nothing-here");
  const box = page.getByRole("searchbox", { name: "Search the site" });
  await expect(box).toHaveAttribute("placeholder", "Search our site...");
  await box.fill("android");
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.locator('a[href="/services/android"]')).toBeVisible();
  // Sending the search opens it on /search, the site search's page.
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=android$/);
  await expect(results.locator('a[href="/services/android"]')).toBeVisible();

  await box.fill("privacy");
  await expect(results.locator('a[href="/privacy-policies"]')).toBeVisible();

  await box.fill("zzzzqqq");
  await expect(page.getByRole("status")).toContainText("No pages match");
});

test("Go Back returns to the previous page, or home when there is none", async ({ page }) => {
  await page.goto("/privacy-policies");
  await page.goto("/missing-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/privacy-policies$/);

  // A tab opened straight onto the missing page has no history to go back to.
  const [fresh] = await Promise.all([
    page.context().waitForEvent("page"),
    page.evaluate(() => window.open("/missing-page")),
  ]);
  // A page the test did not open with goto: the fixture does not wait for it to come alive.
  await fresh.waitForLoadState();
  await untilLive(fresh);
  await fresh.getByRole("button", { name: "Go Back" }).click();
  await expect(fresh).toHaveURL(/\/$/);
});

test("at 320 px the search box and its button are fully on screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/no-such-page");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  for (const control of [
    page.getByRole("searchbox", { name: "Search the site" }),
    page.getByRole("button", { name: "Search" }),
  ]) {
    // Read again if the plain form was just replaced by the live search (the same layout).
    let box: Awaited<ReturnType<typeof control.boundingBox>> = null;
    await expect.poll(async () => (box = await control.boundingBox())).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
});

test("on a phone no popular page's link stands alone on a line beside fuller ones", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  const links = page.getByRole("navigation", { name: "Popular Pages" }).getByRole("link");
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    const perLine = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(perLine.length, `${width}px: lines of ${perLine.join(" + ")} links`).toBeGreaterThan(0);
    if (Math.max(...perLine) > 1) {
      expect(perLine, `${width}px: lines of ${perLine.join(" + ")} links`).not.toContain(1);
    }
  }
});

test("below 1024 px the title, the note, the way home and the search start at one left edge", async ({
  page,
}) => {
  // Centred, the title and the buttons stood off the note's left-aligned bubble.
  await page.goto("/no-such-page");
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    const lefts = await Promise.all(
      [
        page.getByRole("heading", { level: 1 }),
        page.locator("main figure"),
        page.getByRole("link", { name: "Back to Home" }),
        page.getByRole("searchbox", { name: "Search the site" }),
      ].map(async (part) => Math.round((await part.boundingBox())!.x)),
    );
    expect(new Set(lefts).size, `${width}px: ${lefts.join(", ")}`).toBe(1);
  }
});
