import { wcagAA } from "./axe";
import { expect, test, type Page } from "./fixtures";

import { formMessages } from "../content/form-messages";

// The crawl checks every page as it loads; these are the states a visitor opens from there.
async function expectAccessible(page: Page, include?: string) {
  let builder = wcagAA(page);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

test("the not-found page, with search results", async ({ page }) => {
  await page.goto("/missing-page");
  await page.getByRole("searchbox", { name: "Search the site" }).fill("app");
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  await expectAccessible(page);
});

test("the search window, open with results, and /search with results", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByRole("combobox").fill("react");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expectAccessible(page);

  await page.goto("/search?q=react");
  await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  await expectAccessible(page);
});

test("an open mega-menu", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop menu");
  await page.goto("/");
  await page.getByRole("button", { name: "TECHNOLOGIES menu" }).click();
  await expect(page.locator("#mega-technologies")).toBeVisible();
  await expectAccessible(page, "header");
});

test("the open mobile menu with a section expanded", async ({ page, isMobile }) => {
  test.skip(!isMobile, "mobile menu");
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "PRODUCTS menu" }).click();
  await expectAccessible(page, "header");
});

test("forms showing their errors and their failure message", async ({ page }) => {
  // Two page loads and two full accessibility scans: triple the time limit on a busy machine.
  test.slow();
  await page.route("https://api.emailjs.com/**", (route) => route.fulfill({ status: 500 }));
  await page.goto("/quote");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expectAccessible(page, "main");

  // eslint-disable-next-line playwright/no-networkidle -- typing before hydration would be reset
  await page.goto("/contact", { waitUntil: "networkidle" });
  await page.getByLabel("Full Name").fill("Meera Shah");
  await page.getByLabel("Email Address").fill("meera@example.net");
  await page.getByLabel("Department").selectOption("sales");
  await page.getByLabel("Subject").fill("Partnership");
  await page.getByLabel("Message").fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(formMessages.contact.failure)).toBeVisible();
  await expectAccessible(page, "main");
});

test("the products page with nothing found", async ({ page }) => {
  await page.goto("/products?q=zzzz");
  await expect(page.getByText("No products found")).toBeVisible();
  await expectAccessible(page, "main");
});

test("a role's application form showing its errors, then its failure message", async ({ page }) => {
  test.slow();
  await page.route("https://api.emailjs.com/**", (route) => route.fulfill({ status: 500 }));
  await page.goto("/careers/flutter-developer#apply");
  const form = page.locator("#apply form");
  await form.getByRole("button", { name: "Send Application" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expectAccessible(page, "#apply");

  await form.getByLabel("Full Name").fill("Ananya Shah");
  await form.getByLabel("Email Address").fill("ananya@example.in");
  await form.getByLabel("Phone Number").fill("+91 98250 12345");
  await form.getByLabel("Link to your CV or portfolio").fill("https://ananya.design");
  await form.getByRole("button", { name: "Send Application" }).click();
  // The email library loads on the first send: slow on a busy machine.
  await expect(form.getByText(formMessages.application.failure)).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, "#apply");
});
