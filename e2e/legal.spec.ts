import { expect, test } from "./fixtures";

const documents = [
  {
    path: "/terms-and-conditions",
    title: "Terms and Conditions",
    sections: 11,
    email: "hello@dunga.in",
  },
  // Its questions go to the Grievance Officer, as its text says.
  { path: "/privacy-policies", title: "Privacy Policy", sections: 13, email: "privacy@dunga.in" },
];

for (const { path, title, sections, email } of documents) {
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

    // Beside the text, whom to ask (the address the text names) and the other legal page only.
    const ask = page.getByRole("complementary", { name: "Questions about this document?" });
    await expect(ask.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    const other = documents.find((document) => document.path !== path)!;
    await expect(ask.locator(`a[href="${other.path}"]`)).toHaveCount(1);
    await expect(ask.locator(`a[href="${path}"]`)).toHaveCount(0);

    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(ask).toBeHidden();
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

test("from 1280 px whom to ask stands in a third column beside the text, level with the contents", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets its widths itself");
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/privacy-policies");
    const text = (await page.locator("article section[id]").first().boundingBox())!;
    const contents = (await page.getByRole("navigation", { name: "Contents" }).boundingBox())!;
    const ask = (await page
      .getByRole("complementary", { name: "Questions about this document?" })
      .boundingBox())!;
    expect(ask.x, `at ${width}px`).toBeGreaterThan(text.x + text.width);
    expect(Math.abs(ask.y - contents.y), `at ${width}px`).toBeLessThan(8);
  }
});
