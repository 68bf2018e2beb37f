import { expect, test } from "@playwright/test";

// Pages fetch the pages they link to only when the visitor shows intent, never because a link
// came into view: fetching them all would compete with the page being loaded.

test("the home page's button links fetch their page on intent, not on sight", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "hover needs a pointer");
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() !== "document") fetched.push(pathname);
  });
  const quotePayload = (path: string) => /^\/quote(\.txt|\/)/.test(path);

  // Only a quiet network shows that nothing was fetched on sight.
  // eslint-disable-next-line playwright/no-networkidle
  await page.goto("/", { waitUntil: "networkidle" });
  const button = page.getByRole("main").getByRole("link", { name: "Get a Free Quote" });
  await expect(button).toBeInViewport();
  expect(fetched.filter(quotePayload)).toEqual([]);

  await button.hover();
  await expect.poll(() => fetched.some(quotePayload)).toBe(true);
});
