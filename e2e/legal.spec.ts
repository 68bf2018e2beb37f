import { expect, test } from "./fixtures";

const documents = [
  { path: "/terms-and-conditions", title: "Terms and Conditions", sections: 11 },
  { path: "/privacy-policies", title: "Privacy Policy", sections: 13 },
];

for (const { path, title, sections } of documents) {
  test(`${title}: dated, sectioned, linked from its contents, printable`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last updated: February 20, 2025")).toBeVisible();

    const article = page.locator("article section[id]");
    await expect(article).toHaveCount(sections);
    const toc = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(toc).toHaveCount(sections);

    const third = toc.nth(2);
    const target = (await third.getAttribute("href"))!;
    await third.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();

    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.locator("article section[id]").first()).toBeVisible();
  });
}

test("the Print button opens the print dialog", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
});

test("the legal texts hold the fixed legal constants", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await expect(page.locator("#limitation-of-liability")).toContainText("12 months");
  await page.goto("/privacy-policies");
  await expect(page.locator("#children")).toContainText("at least 16");
  await expect(page.locator("article")).toContainText("30 days");
});
