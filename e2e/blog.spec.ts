import AxeBuilder from "@axe-core/playwright";

import { expect, test } from "./fixtures";
import { pageScripts } from "./page-scripts";

import { articles } from "../content/articles";

// Insights: the list opens an article, its author line lands on the team, its topic's page lists
// it, and the feeds are announced in the head of every page and served as XML. Desktop and phone.

const ARTICLE = "/blog/fixed-price-app-quote";

test("the list opens an article, whose author line lands on their card in the team", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const titles = page.getByRole("article").getByRole("heading", { level: 3 });
  await expect(titles).toHaveCount(articles.length);

  const link = page.getByRole("link", { name: /fixed-price app quote/i });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/fixed-price app quote/i);
  // Written long-form: sections with headings, and the call to a quote at its end.
  await expect(
    page.getByRole("heading", { level: 2, name: "What the quote must state" }),
  ).toBeVisible();
  // At its end, and from 1024 px in the column beside it too.
  const asks = page.getByRole("link", { name: "Get a fixed-price quote" });
  expect(await asks.count()).toBeGreaterThan(0);
  for (const ask of await asks.all()) await expect(ask).toHaveAttribute("href", "/quote");

  const author = page.locator("#band").getByRole("link", { name: "Nirali Shah" });
  await expect(author).toHaveAttribute("rel", "author");
  await author.click();
  await expect(page).toHaveURL(/\/about#nirali-shah$/);
  const card = page.locator("#nirali-shah");
  await expect(card).toBeInViewport();
  await expect(card.getByRole("heading", { name: "Nirali Shah" })).toBeVisible();
});

test("from 1024 px the ask for a quote stays in view beside the article as it is read", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets its widths itself");
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(ARTICLE);
    const side = page.getByRole("navigation", { name: "In this article" }).locator("..");
    const ask = side.getByRole("link", { name: "Get a fixed-price quote" });
    // The column runs to the content's right edge, where the band's cover ends.
    const cover = (await page.locator("#band [data-band-picture] img").boundingBox())!;
    const column = (await side.boundingBox())!;
    expect(
      Math.abs(column.x + column.width - (cover.x + cover.width)),
      `at ${width}px`,
    ).toBeLessThan(2);
    // Halfway down the article, then near its end: still on screen, under the contents.
    for (const heading of ["What a fixed price never includes", "A useful rule of thumb"]) {
      await page.getByRole("heading", { level: 2, name: heading }).scrollIntoViewIfNeeded();
      await expect(ask, `at ${width}px, at "${heading}"`).toBeInViewport();
    }
  }
});

test("an article's topic has a page that lists it", async ({ page }) => {
  await page.goto(ARTICLE);
  await page.getByRole("link", { name: "App pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/tags\/app-pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("App pricing");
  const listed = page.getByRole("article");
  await expect(listed.getByRole("link", { name: /fixed-price app quote/i })).toBeVisible();
  // Only the articles of that topic: the DPDP article is not about pricing.
  await expect(listed.getByRole("link", { name: /DPDP Act/ })).toHaveCount(0);
  // The other topics are a step away; the page's own is marked as the page, not a link to
  // itself, and legible: filled, its words once came out white on white.
  const topics = page.getByRole("region", { name: "Topics" });
  await expect(topics.getByRole("link", { name: /^App pricing/ })).toHaveCount(0);
  await expect(topics.locator('[aria-current="page"]')).toHaveText("App pricing");
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('[aria-current="page"]')
    .withRules(["color-contrast"])
    .analyze();
  expect(violations).toEqual([]);
  await topics.getByRole("link", { name: /^DPDP Act/ }).click();
  await expect(page).toHaveURL(/\/blog\/tags\/dpdp-act$/);
  await expect(page.getByRole("article").getByRole("link", { name: /DPDP Act/ })).toBeVisible();
});

test("the feeds are announced in home's head and served as RSS and Atom XML", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const feeds = [
    { type: "application/rss+xml", root: /<rss [^>]*version="2.0"/ },
    { type: "application/atom+xml", root: /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/ },
  ];
  for (const { type, root } of feeds) {
    const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
    await expect(link).toHaveCount(1);
    const href = new URL((await link.getAttribute("href"))!).pathname;
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(xml).toMatch(root);
    expect(xml.match(/<(item|entry)>/g)).toHaveLength(articles.length);
  }
});

test("an article loads no JavaScript of its own", async ({ request }) => {
  const scripts = (path: string) => pageScripts(request, path);
  // The layout's own, as a page of plain text starts with them.
  const shared = await scripts("/privacy-policies");
  for (const path of [ARTICLE, "/blog", "/blog/tags/app-pricing"]) {
    const own = [...(await scripts(path))].filter((script) => !shared.has(script));
    expect(own, path).toEqual([]);
  }
  expect((await scripts(ARTICLE)).size).toBeGreaterThan(0);
});

test("on a tablet, the articles after a list's lead are no column of tall covers", async ({
  page,
}) => {
  // Alone on its row at 768 px, each card had its cover as a full band, about 400 px tall: the page
  // was a column of covers. A card alone on its row now sets its cover beside its words, one that
  // shares its row stands under a small cover; only the list's lead article keeps its band.
  await page.setViewportSize({ width: 768, height: 1000 });
  for (const path of ["/blog", "/blog/tags/app-pricing"]) {
    await page.goto(path);
    const cards = page.getByRole("article");
    const [lead, ...rest] = await cards.all();
    expect(rest.length, path).toBeGreaterThan(0);
    for (const card of rest) {
      const cover = (await card.locator("img").boundingBox())!;
      expect(cover.height, path).toBeLessThan(240);
    }
    const cover = (await lead!.locator("img").boundingBox())!;
    const title = (await lead!.getByRole("heading").boundingBox())!;
    expect(title.y, path).toBeGreaterThanOrEqual(cover.y + cover.height);
  }
});

test("on a small laptop a topic's lead article sets its cover beside its words", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets its width itself");
  // As a band across the whole row at 1024 px, the lead's cover stood about 540 px tall.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/blog/tags/app-pricing");
  const lead = page.getByRole("article").first();
  const cover = (await lead.locator("img").boundingBox())!;
  const title = (await lead.getByRole("heading").boundingBox())!;
  expect(title.x).toBeGreaterThanOrEqual(cover.x + cover.width);
  expect(cover.height).toBeLessThan(420);
});

test("in a row of article cards the descriptions and bylines start at one height, whatever the titles' lines", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets its widths itself");
  // Each card's description followed its title, so a title on two lines set its description and
  // byline lower than its neighbour's: the cards share their rows (ARTICLE_CARD_ROWS).
  let mixed = false;
  for (const path of ["/blog", "/blog/tags/app-pricing", ARTICLE]) {
    await page.goto(path);
    for (const width of [1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page.getByRole("article").evaluateAll((articles) =>
        articles
          .filter((card) => card.closest("li"))
          .map((card) => {
            const title = card.querySelector("h2, h3")!;
            const description = title.parentElement!.nextElementSibling!;
            return {
              row: Math.round(card.getBoundingClientRect().top),
              lines: Math.round(
                title.getBoundingClientRect().height /
                  parseFloat(getComputedStyle(title).lineHeight),
              ),
              description: Math.round(description.getBoundingClientRect().top),
              byline: Math.round(card.querySelector("time")!.getBoundingClientRect().top),
            };
          }),
      );
      for (const [top, row] of Map.groupBy(cards, (card) => card.row)) {
        if (row.length < 2) continue;
        if (new Set(row.map((card) => card.lines)).size > 1) mixed = true;
        for (const part of ["description", "byline"] as const)
          expect(
            new Set(row.map((card) => card[part])).size,
            `${path} ${part}: row at ${top} (${width}px)`,
          ).toBe(1);
      }
    }
  }
  // A row that mixes titles of one line and two: what the sharing is for.
  expect(mixed).toBe(true);
});

test("a card names its author on one line and its date and reading time together under it", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the test sets its widths itself");
  // As one line of facts, a card two to a row at 768 px wrapped its reading time alone onto a
  // second line, under the author and the date. The layout is CSS alone: one load, resized.
  const authors = articles.map((article) => article.author.name);
  await page.goto("/blog");
  for (const width of [320, 768, 1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await page.getByRole("article").evaluateAll((cards) =>
      cards.map((card) => {
        const time = card.querySelector("time")!;
        const dates = time.closest("p")!;
        const author = dates.previousElementSibling!;
        const minutes = [...dates.querySelectorAll(":scope > span > span")].at(-1)!;
        return {
          name: author.textContent,
          author: author.getBoundingClientRect().bottom,
          date: time.getBoundingClientRect().top,
          minutes: minutes.getBoundingClientRect().top,
        };
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const { name, author, date, minutes } of lines) {
      expect(authors, `${width}px`).toContain(name);
      expect(date, `${width}px`).toBeGreaterThanOrEqual(author - 1);
      expect(Math.abs(minutes - date), `${width}px`).toBeLessThan(4);
    }
  }
});

test("at 320 px a line of dates wraps between its parts, and no line starts with a dot", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [ARTICLE, "/blog"]) {
    await page.goto(path);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const dots = [...document.querySelectorAll("main span[aria-hidden='true']")].filter(
        (dot) => dot.textContent?.trim() === "·",
      );
      for (const dot of dots) {
        const part = dot.parentElement!;
        const line = part.closest("p")!.getBoundingClientRect();
        const box = dot.getBoundingClientRect();
        const words = part.getBoundingClientRect();
        // A part keeps its words on one line.
        if (words.height > parseFloat(getComputedStyle(part).lineHeight) * 1.5)
          found.push(`"${part.textContent}" wraps`);
        // A dot shows only after a part on its own line; at a line's start it is outside the box.
        const shown = box.left >= line.left - 0.5;
        const previous = part.previousElementSibling?.getBoundingClientRect();
        if (shown && (!previous || Math.abs(previous.top - words.top) > 2))
          found.push(`a line starts with a dot: "${part.textContent}"`);
      }
      return found;
    });
    expect(problems, path).toEqual([]);
  }
});
