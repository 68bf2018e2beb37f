import { expect, test, type Page } from "./fixtures";

import { contactText } from "../content/sections";

// Each inner page's band holds a composition of its own subject beside its text, from 1024 px on
// (components/sections/art-kit.tsx and the pages' hero-art files).

const art = (page: Page) => page.locator("#band [data-band-art]");

test.describe("band compositions", () => {
  test.skip(({ isMobile }) => isMobile, "the band's picture is drawn from 1024 px on");

  test("a technology page's band shows that technology's logo and no other's", async ({ page }) => {
    for (const id of ["react", "nextjs", "postgresql", "flutter"]) {
      await page.goto(`/technologies/${id}`);
      const logos = art(page).locator('img[src^="/icons/tech/"]');
      await expect(logos.first()).toBeVisible();
      const sources = await logos.evaluateAll((images) =>
        images.map((image) => image.getAttribute("src")),
      );
      expect(sources, `/technologies/${id}`).toEqual([`/icons/tech/${id}.svg`]);
      // Large: the subject, not a tile among others.
      const box = await logos.first().boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(64);
    }
  });

  test("a service's band shows its recent work on the screen of its kind", async ({ page }) => {
    for (const [path, screen, work] of [
      ["/services/android", "phone", "Field agent app for a Bhubaneswar microfinance company"],
      ["/services/website", "browser", "Corporate website for an Ahmedabad engineering firm"],
      ["/services/cybersecurity", "report", "Penetration test for a Bengaluru payments start-up"],
      ["/services/enterprise-software", "modules", "HRMS for a Coimbatore textile manufacturer"],
    ] as const) {
      await page.goto(path);
      const shown = art(page).locator(`[data-screen="${screen}"]`);
      await expect(shown, path).toBeVisible();
      await expect(shown.getByText(work).first()).toBeVisible();
    }
  });

  for (const width of [1024, 1440]) {
    test(`no part of a band's composition lies on another by accident at ${width}px`, async ({
      page,
    }) => {
      // Sixteen pages, each loaded until it is live and drawn whole: near a second apiece here,
      // past the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const paths = [
        "/services",
        "/services/android",
        "/services/web-development",
        "/services/cybersecurity",
        "/technologies",
        "/technologies/react",
        "/hire",
        "/careers",
        "/careers/senior-react-developer",
        "/careers/ui-ux-designer",
        "/support",
        "/quote",
        "/portfolio",
        "/portfolio/spicetrail-store",
        "/blog",
        "/blog/tags/app-pricing",
      ];
      for (const path of paths) {
        await page.goto(path);
        await expect(art(page)).toBeVisible();
        // The composition's parts (its direct children) and the band's text column: no two meet.
        const boxes = await page.evaluate(() => {
          const root = document.querySelector("#band [data-band-art]")!;
          const text = root.parentElement!.nextElementSibling!;
          return [...root.children, text].map((element) => {
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { left, top, right, bottom };
          });
        });
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            const overlap =
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
            expect(overlap, `${path}: parts ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(
              false,
            );
          }),
        );
      }
    });
  }
});

test("a product's band and About's draw their pictures under their text on a tablet, and on no phone", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets both widths itself");
  // The band's picture, whatever draws it (BandArt, a picture of screens, the team's wall).
  const picture = (page: Page) => page.locator("#band [data-band-picture]");
  for (const path of ["/products/food-delivery", "/products", "/about"]) {
    await page.goto("about:blank");
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(path);
    await expect(picture(page), `${path} at 768 px`).toBeVisible();
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const drawn = (await picture(page).boundingBox())!;
    expect(drawn.y, path).toBeGreaterThan(heading.y + heading.height);
    const files: string[] = [];
    for (const image of await picture(page).locator("img").all()) {
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 1))
        .toBe(true);
      files.push(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
    }
    expect(files.length, path).toBeGreaterThan(0);

    // On a phone the band is its words alone, and its pictures are not even fetched.
    const fetched: string[] = [];
    const listen = (request: { url(): string }) => fetched.push(request.url());
    await page.goto("about:blank");
    await page.setViewportSize({ width: 390, height: 844 });
    page.on("request", listen);
    await page.goto(path, { waitUntil: "load" });
    page.off("request", listen);
    await expect(picture(page), `${path} at 390 px`).toBeHidden();
    // About's wall is the team section's pictures, which a phone fetches for that section.
    if (path !== "/about") for (const file of files) expect(fetched, path).not.toContain(file);
  }
});

test("home's showcase of the portfolio's screens is drawn at every width, one file each, a phone's the smallest", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets both widths itself");
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/images/home/showcase-")) fetched.push(request.url());
  });
  const showcase = page.getByRole("img", { name: /in a browser/ });
  for (const [width, file] of [
    [390, "showcase-600"],
    [768, "showcase-800"],
  ] as const) {
    // Resized on a blank page: a page resized under the visitor fetches the other width's file.
    await page.goto("about:blank");
    await page.setViewportSize({ width, height: 900 });
    fetched.length = 0;
    await page.goto("/");
    await showcase.scrollIntoViewIfNeeded();
    await expect(showcase).toBeVisible();
    await expect
      .poll(() => showcase.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
    expect(fetched, `${width}px`).toEqual([expect.stringContaining(file)]);
  }
  // On a phone it stands under the text, never before the headline.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const headline = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect((await showcase.boundingBox())!.y).toBeGreaterThan(headline.y + headline.height);
});

test("home's showcase names its projects where no name covers a screen: under the picture on a small laptop, by each device from 1280 px", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets its widths itself; on a phone the names are left out");
  const showcase = page.getByRole("img", { name: /in a browser/ });
  const names = page.locator("[data-showcase]");
  for (const width of [1024, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(names).toHaveCount(3);
    const picture = (await showcase.boundingBox())!;
    const boxes = await names.evaluateAll((chips) =>
      chips.map((chip) => chip.getBoundingClientRect().toJSON() as DOMRect),
    );
    const edge = await page
      .locator("header .container-page")
      .first()
      .evaluate((header) => {
        const { right } = header.getBoundingClientRect();
        return right - parseFloat(getComputedStyle(header).paddingRight);
      });
    for (const box of boxes)
      expect(box.right, `${width}px: inside the content`).toBeLessThanOrEqual(edge + 0.5);
    // Beside the picture, the figures' labels each keep to one line.
    const labels = await page
      .locator("#main dl")
      .first()
      .locator("dt")
      .evaluateAll((terms) =>
        terms.map(
          (term) =>
            term.getBoundingClientRect().height / parseFloat(getComputedStyle(term).lineHeight),
        ),
      );
    for (const lines of labels)
      expect(lines, `${width}px: a figure's label on one line`).toBeLessThan(1.5);
    if (width < 1280) {
      // One row under the picture, none of it on a screen.
      expect(new Set(boxes.map(({ top }) => Math.round(top))).size, `${width}px: one row`).toBe(1);
      for (const box of boxes)
        expect(box.top, `${width}px: under the picture`).toBeGreaterThanOrEqual(
          picture.y + picture.height,
        );
    } else {
      // Each on the picture, by its own device.
      for (const box of boxes) {
        expect(box.top, `${width}px: on the picture`).toBeGreaterThanOrEqual(picture.y - 40);
        expect(box.bottom, `${width}px: on the picture`).toBeLessThanOrEqual(
          picture.y + picture.height,
        );
      }
    }
  }
});

// The contact page's band has the ways to reach the team beside its promise (one whole link each);
// below 1024 px, where the band has one column, the same links are cards under it.
test("the contact page offers each way to reach the team once at each width, in the band from 1024 px", async ({
  page,
}) => {
  const startsWith = (title: string) => new RegExp(`^${title}`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    for (const { title, href } of contactText.cards) {
      const link = page.getByRole("link", { name: startsWith(title) });
      await expect(link, `${title} at ${width}px`).toHaveCount(1);
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toBeVisible();
      await expect(
        page.locator("#band").getByRole("link", { name: startsWith(title) }),
      ).toHaveCount(width >= 1024 ? 1 : 0);
    }
  }
});
