import { expect, test, type Locator } from "./fixtures";

import { portfolioProjects } from "../content/portfolio";
import { products } from "../content/products";
import { serviceCategories } from "../content/services";
import { bandPicture, cardPicture, modulePicture } from "../content/product-pictures";
import { shippedProject } from "../content/catalogue-links";
import { productsText } from "../content/sections";

/** The rendered lines of an element's text: its height over its line height. */
const renderedLines = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return box.height / parseFloat(style.lineHeight);
    }),
  );

test("home portfolio cards show their whole description, ending with its sentence", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("section").filter({ has: page.locator('a[href^="/portfolio/"]') });
  const descriptions = section.locator("article p");
  await expect(descriptions.first()).toBeVisible();
  for (const lines of await renderedLines(descriptions)) {
    // Whole lines only: no line cut in half.
    expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.05);
  }
  // Nothing clipped: every line the text takes is shown.
  const clipped = await descriptions.evaluateAll(
    (elements) =>
      elements.filter((element) => element.scrollHeight > element.clientHeight + 1).length,
  );
  expect(clipped).toBe(0);
});

test("no card sits alone in a row while the other rows are full", async ({ page }) => {
  for (const path of ["/technologies", "/services", "/technologies/react"]) {
    await page.goto(path);
    const lists = page.locator("main ul").filter({ has: page.locator("> li a[href]") });
    for (const list of await lists.all()) {
      const rows = await list.locator("> li:visible").evaluateAll((items) => {
        const tops = new Map<number, number>();
        // A list's closing tile (CardGridWithEnd) stands in its last row, as a card would.
        const end = items[0]?.parentElement?.nextElementSibling;
        const tile = end?.matches("[data-list-end]") && end.checkVisibility() ? [end] : [];
        for (const item of [...items, ...tile]) {
          const top = Math.round(item.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
        return [...tops.values()];
      });
      if (rows.length < 2 || (rows[0] ?? 0) < 3) continue;
      expect(rows.at(-1), `${path}: rows of ${rows.join(" + ")}`).toBeGreaterThan(1);
    }
  }
});

test("at 768 px hire's roles stand in pairs, the closing tile beside the last, as tall as it", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "one column on phones, where the tile is not shown");
  // Nine roles in two columns: without the tile the grid rule would set them in one column of
  // nine, the rows' skills and links still lined up across each pair (subgrid).
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/hire");
  const list = page
    .locator("main ul")
    .filter({ has: page.locator('article[id] a[href="/quote"]') });
  const boxes = await list
    .locator("> li:visible")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const tile = await list
    .locator("xpath=following-sibling::*[@data-list-end]")
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const lefts = new Set(boxes.map((box) => Math.round(box.left)));
  expect(lefts.size).toBe(2);
  const last = boxes.at(-1)!;
  expect(Math.round(tile.top)).toBe(Math.round(last.top));
  expect(Math.round(tile.height)).toBe(Math.round(last.height));
  expect(tile.left).toBeGreaterThan(last.right);
});

test("each services list that leaves room ends in a tile asking its own category's question", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "one column on phones, where the tiles are not shown");
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/services");
  const asked = [];
  for (const category of serviceCategories) {
    const tile = page.locator(`#${category.id} [data-list-end]`);
    if (!(await tile.isVisible())) continue;
    await expect(tile.getByRole("heading", { level: 3 })).toHaveText(category.ask.title);
    asked.push(category.ask.title);
  }
  // Three columns leave room in more than one category's last row, each asking its own.
  expect(asked.length).toBeGreaterThan(1);
  expect(new Set(asked).size).toBe(asked.length);
});

test("a picture offered in two formats is one box: its AVIF source takes no place in a layout", async ({
  page,
}) => {
  // A case study's next card is a grid of its picture and its words: a source taking a cell of
  // its own put the picture in the second column and the words under it.
  for (const path of ["/", "/portfolio", `/portfolio/${portfolioProjects[0]!.id}`]) {
    await page.goto(path);
    const sources = page.locator("picture > source");
    expect(await sources.count(), path).toBeGreaterThan(0);
    const areas = await sources.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return box.width * box.height;
      }),
    );
    expect(
      areas.filter((area) => area > 0),
      path,
    ).toEqual([]);
  }
});

test("/services shows each service once: Web and Mobile Development are not repeated as cards", async ({
  page,
}) => {
  await page.goto("/services");
  for (const id of ["web-development", "mobile-development"]) {
    await expect(page.locator(`main a[href="/services/${id}"]`)).toHaveCount(1);
  }
  await expect(page.locator('main a[href="/services/ai-&-machine-learning"]')).toHaveCount(1);
});

test("testimonial cards side by side have their author rows at one height", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator("figure").filter({ has: page.locator("blockquote") });
  await expect(cards.first()).toBeVisible();
  const rows = await cards.evaluateAll((items) =>
    items.map((item) => ({
      card: Math.round(item.getBoundingClientRect().top),
      author: Math.round((item.lastElementChild as HTMLElement).getBoundingClientRect().top),
    })),
  );
  for (const { card } of rows) {
    const authors = rows.filter((row) => row.card === card).map((row) => row.author);
    expect(new Set(authors).size).toBe(1);
  }
});

test("every product card shows its own screens, lazily, under the shipped products' loaded at once", async ({
  page,
  request,
}) => {
  await page.goto("/products");
  const cards = page.getByRole("list", { name: "Products" }).locator("> li > a");
  await expect(cards).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    const picture = cardPicture(product);
    const img = cards.nth(index).locator("img");
    // Its own file, framed at its size; decorative, as the card's text names the product.
    await expect(img).toHaveAttribute("src", picture.src);
    await expect(img).toHaveAttribute("width", String(picture.width));
    await expect(img).toHaveAttribute("alt", "");
    // The catalogue stands below the band of products shipped for clients (the first screen's).
    await expect(img).toHaveAttribute("loading", "lazy");
    const file = await request.get(picture.src);
    expect(file.status(), picture.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");
  }
  // The shipped products' band shows each client's own app, as its case study does.
  const shipped = products.flatMap((product) => shippedProject(product) ?? []);
  const band = page.getByRole("region", { name: productsText.shipped(shipped.length).title });
  for (const [index, project] of shipped.entries()) {
    const img = band.getByRole("article").nth(index).locator("img");
    await expect(img).toHaveAttribute("src", project.image.src);
    await expect(img).toHaveAttribute("loading", "eager");
  }
  // Where the picture stands is e2e/layout.spec.ts's: above the text, beside it on a phone.
});

test("a product's band shows its screens on wide screens and costs phones nothing", async ({
  page,
  isMobile,
}) => {
  for (const id of ["food-delivery", "taxi-booking"]) {
    const product = products.find((entry) => entry.id === id)!;
    await page.goto(`/products/${id}`);
    const band = page.locator("#band picture img");
    await expect(band).toHaveAttribute("alt", bandPicture(product).alt);
    if (isMobile) {
      await expect(band).toBeHidden();
      expect(await band.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:/);
    } else {
      await expect(band).toBeVisible();
      await expect
        .poll(() => band.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(bandPicture(product).width);
      // Beside the heading, not over it.
      const [art, heading] = await Promise.all([
        band.boundingBox(),
        page.getByRole("heading", { level: 1 }).boundingBox(),
      ]);
      expect(art!.x).toBeGreaterThanOrEqual(heading!.x + heading!.width);
    }
    // Each app the product delivers shows its own screen in the page.
    const figures = page.locator("main figure").filter({ has: page.locator("figcaption") });
    await expect(figures).toHaveCount(product.modules.length);
    for (const [index, module] of product.modules.entries()) {
      const img = figures.nth(index).locator("img");
      await expect(figures.nth(index).locator("figcaption")).toHaveText(module);
      await expect(img).toHaveAttribute("src", modulePicture(product, module).src);
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
  }
});
