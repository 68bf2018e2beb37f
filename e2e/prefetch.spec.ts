import { expect, test, type Page } from "./fixtures";

// Pages fetch the pages they link to only when the visitor shows intent, never because a link
// came into view: fetching them all would compete with the page being loaded.

const cases: {
  name: string;
  page: string;
  link: (page: Page) => ReturnType<Page["getByRole"]>;
  target: string;
}[] = [
  {
    name: "header and footer links",
    page: "/terms-and-conditions",
    link: (page) =>
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "PORTFOLIO" }),
    target: "portfolio",
  },
  {
    name: "the home page's button links",
    page: "/",
    link: (page) => page.getByRole("main").getByRole("link", { name: "Get a Free Quote" }),
    target: "quote",
  },
];

for (const { name, page: path, link, target } of cases) {
  test(`${name} fetch their page on intent, not on sight`, async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a pointer");
    const fetched: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() !== "document") fetched.push(pathname);
    });
    const payload = new RegExp(`^/${target}(\\.txt|/)`);
    const targetFetched = () => fetched.some((fetchedPath) => payload.test(fetchedPath));

    // Only a quiet network shows that nothing was fetched on sight.
    // eslint-disable-next-line playwright/no-networkidle
    await page.goto(path, { waitUntil: "networkidle" });
    const anchor = link(page);
    await expect(anchor).toBeInViewport();
    expect(targetFetched()).toBe(false);

    await anchor.hover();
    await expect.poll(targetFetched).toBe(true);
  });
}
