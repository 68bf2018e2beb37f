import type { Page } from "@playwright/test";

import { expect, test, untilLive } from "./fixtures";

import { hiringSteps } from "../content/hire";
import { developersAvailable, site } from "../content/site";

// What wraps on a narrow or a wide screen wraps cleanly: a search box shows its whole
// placeholder, a row of pills never leaves one alone on its last line, a text link's arrow never
// starts a line alone, no text is cut off with an ellipsis, the footer's legal links and the hire
// page's developers line stay on one line, opening hours never break after a hyphen, and a legal
// page's lines keep a readable length. The
// widths are set explicitly, so the desktop project runs them.
test.skip(({ isMobile }) => isMobile, "the widths are set explicitly; one project is enough");

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await untilLive(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Loads `path` once at the first of `widths`, then lays it out at each in turn and runs `check`:
 * the layout is CSS, so a resize lays the page out as a fresh load at that width would.
 */
async function atEach(
  page: Page,
  path: string,
  widths: readonly number[],
  check: (width: number) => Promise<void>,
) {
  await at(page, widths[0]!, path);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
  }
}

/**
 * How much of each search box's placeholder does not fit: the placeholder's width in the box's
 * font (a canvas measures it) less the width of the box's content area, in px, per box.
 */
function placeholderOverflow(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((boxes) =>
    (boxes as HTMLInputElement[]).map((box) => {
      const style = getComputedStyle(box);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(box.placeholder).width;
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { placeholder: box.placeholder, over: Math.round(text - room) };
    }),
  );
}

/**
 * The number of items on each line of a row of pills, from their middles (a badge in the row is
 * shorter than a pill, centred on the same line), top to bottom.
 */
function itemsPerLine(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((items) => {
    const lines = new Map<number, number>();
    for (const item of items) {
      const box = item.getBoundingClientRect();
      const top = Math.round((box.top + box.bottom) / 2);
      const line = [...lines.keys()].find((other) => Math.abs(other - top) < 8) ?? top;
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

/** Whether a row's lines leave one item alone on a line while another line holds more. */
const leavesOneAlone = (lines: number[]) => lines.includes(1) && Math.max(...lines) > 1;

test("every search box shows its whole placeholder at 320px", async ({ page }) => {
  for (const [path, selector] of [
    ["/products", "#product-search"],
    ["/no-such-page", "main input[type=search]"],
    ["/search", "main input[type=search]"],
  ] as const) {
    await at(page, 320, path);
    const boxes = await placeholderOverflow(page, selector);
    expect(boxes.length, path).toBeGreaterThan(0);
    for (const box of boxes)
      expect(box.over, `${path}: "${box.placeholder}"`).toBeLessThanOrEqual(0);
  }
  // The header's search window.
  await at(page, 320, "/about");
  await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  for (const box of await placeholderOverflow(page, "dialog[open] input")) {
    expect(box.over, `the search window: "${box.placeholder}"`).toBeLessThanOrEqual(0);
  }
});

test("a row of pills never leaves one alone on a line", async ({ page }) => {
  const rows = [
    ["/", "#TECHNOLOGIES fieldset > label", [320, 390, 768, 1024, 1440, 1920]],
    [
      "/contact",
      "main ul:has(> li > a[href*='github.com']) > li",
      [320, 390, 768, 1024, 1440, 1920],
    ],
    ["/portfolio", "#projects nav li", [320, 390, 768, 1024, 1440, 1920]],
    ["/services/android", "#technology-stack li", [320, 390, 768, 1024, 1440, 1920]],
    ["/technologies/react", "#more-technologies li", [320, 390, 768, 1024, 1440]],
    // A product's badge and its platforms, as one row (five platforms and a badge).
    [
      "/products/messaging",
      "main :is(dl:has(> dd li) li, :has(+ dl > dd li))",
      [320, 390, 768, 1024, 1440],
    ],
  ] as const;
  for (const [path, item, widths] of rows) {
    await atEach(page, path, widths, async (width) => {
      const lines = await itemsPerLine(page, item);
      expect(lines.length, `${path} at ${width}px`).toBeGreaterThan(0);
      expect(leavesOneAlone(lines), `${path} at ${width}px: ${lines.join(" + ")}`).toBe(false);
    });
  }
});

test("the portfolio's project links all show on a phone, none past the screen's edge", async ({
  page,
}) => {
  await atEach(page, "/portfolio", [320, 390], async (width) => {
    const outside = await page
      .locator("#projects nav a")
      .evaluateAll(
        (links, edge) =>
          links
            .filter((link) => link.getBoundingClientRect().right > edge)
            .map((link) => link.textContent),
        width,
      );
    expect(outside, `at ${width}px`).toEqual([]);
  });
});

test("a text link's arrow stays on the line of its last word", async ({ page }) => {
  await at(page, 320, "/hire");
  // Each role's link (the closing tile's button has no arrow).
  const links = page.locator("section:has(#roles-heading) article a[href='/quote']");
  expect(await links.count()).toBeGreaterThan(1);
  const gaps = await links.evaluateAll((all) =>
    all.map((link) => {
      const arrow = link.querySelector("svg")!.getBoundingClientRect();
      // The text just before the arrow: the last line box of the link's words.
      const range = document.createRange();
      range.selectNodeContents(link);
      range.setEndBefore(link.querySelector("svg")!);
      const last = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1)!;
      return {
        link: link.textContent,
        sameLine: Math.abs(last.top + last.height / 2 - (arrow.top + arrow.height / 2)) < 8,
        gap: Math.round(arrow.left - last.right),
      };
    }),
  );
  for (const { link, sameLine, gap } of gaps) {
    expect(sameLine, `${link}: the arrow is on a line of its own`).toBe(true);
    expect(gap, link ?? "").toBeLessThan(12);
  }
});

test("no text on Insights is cut off with an ellipsis", async ({ page }) => {
  await atEach(page, "/blog", [390, 1024, 1440, 1920], async (width) => {
    const cut = await page.locator("main *").evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);
          return (
            (style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth) ||
            (style.webkitLineClamp !== "none" && element.scrollHeight > element.clientHeight)
          );
        })
        .map((element) => element.textContent),
    );
    expect(cut, `/blog at ${width}px`).toEqual([]);
  });
});

test("the footer's legal links share one line at every width", async ({ page }) => {
  await atEach(page, "/", [320, 390, 768, 1024, 1440], async (width) => {
    const lines = await itemsPerLine(
      page,
      "footer a[href='/privacy-policies'], footer a[href='/terms-and-conditions']",
    );
    expect(lines, `at ${width}px`).toEqual([2]);
  });
});

test("on phones the quote form's check-chips are all one height", async ({ page }) => {
  await atEach(page, "/quote", [320, 390], async (width) => {
    const heights = await page
      .getByRole("group", { name: /Services Needed/ })
      .locator("label")
      .evaluateAll((labels) =>
        labels.map((label) => Math.round(label.getBoundingClientRect().height)),
      );
    expect(heights.length, `at ${width}px`).toBeGreaterThan(4);
    expect(new Set(heights).size, `at ${width}px: ${heights.join(", ")}`).toBe(1);
  });
});

test("the hire page's developers line stays one line down to 320 px", async ({ page }) => {
  await atEach(page, "/hire", [320, 360, 390], async (width) => {
    const line = page.getByRole("main").getByText(developersAvailable, { exact: true });
    const { height, lineHeight } = await line.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    // Wrapped, the round pill became a blob: one line and its padding is under two lines.
    expect(height, `at ${width}px`).toBeLessThan(2 * lineHeight);
  });
});

test("home's technology tiles name each technology on one line, so a row's tiles are one height", async ({
  page,
}) => {
  await atEach(page, "/", [320, 390, 768, 1024, 1440], async (width) => {
    const names = page.locator("#TECHNOLOGIES a > span");
    await expect(names.first()).toBeVisible();
    const lines = await names.evaluateAll((spans) =>
      spans.map(
        (span) =>
          span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight),
      ),
    );
    expect(lines.length, `at ${width}px`).toBeGreaterThan(0);
    for (const count of lines) expect(count, `at ${width}px`).toBeLessThan(1.5);
  });
});

test("a legal page's text runs at most about 80 characters a line", async ({ page }) => {
  await atEach(page, "/terms-and-conditions", [768, 1024, 1440], async (width) => {
    // Characters a full line holds: the paragraph's width over its mean character's, measured
    // in its own font by a canvas.
    const perLine = await page
      .locator("main article p")
      .filter({ hasText: /\S{3,}.{150,}/ })
      .evaluateAll((paragraphs) =>
        paragraphs.map((paragraph) => {
          const style = getComputedStyle(paragraph);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = paragraph.textContent ?? "";
          const mean = context.measureText(text).width / text.length;
          return Math.round(paragraph.clientWidth / mean);
        }),
      );
    expect(perLine.length, `at ${width}px`).toBeGreaterThan(3);
    // 48rem held 110 at 768 px.
    expect(Math.max(...perLine), `at ${width}px`).toBeLessThanOrEqual(85);
  });
});

test('the opening hours break at spaces only, never after a hyphen ("9AM-" / "6PM")', async ({
  page,
}) => {
  // Each word of the hours with a hyphen in it ("Monday-Friday", "9AM-6PM"), wherever the hours
  // are a line of their own: the contact details beside the forms and the legal texts, and
  // support's strip. (Running text that quotes them, an answer in a FAQ, breaks as prose does.)
  const words = site.hours.split(" ").filter((word) => word.includes("-"));
  expect(words.length).toBeGreaterThan(0);
  for (const path of ["/", "/quote", "/contact", "/terms-and-conditions", "/support"]) {
    await at(page, 1440, path);
    for (const width of [1440, 1024, 768, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      // The lines each occurrence of each word is laid out on, from its text's own boxes.
      const lines = await page.evaluate(
        ([hours, hyphenated]) => {
          const found: { word: string; lines: number }[] = [];
          /** Whether a text is in a block that starts with the hours: a line of them, not prose. */
          const inHoursLine = (node: Node) => {
            let block = node.parentElement;
            while (block && getComputedStyle(block).display === "inline")
              block = block.parentElement;
            return (block?.textContent ?? "").trim().startsWith(hours);
          };
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!inHoursLine(node)) continue;
            const text = node.textContent ?? "";
            for (const word of hyphenated) {
              for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + word.length);
                const tops = new Set(
                  [...range.getClientRects()]
                    .filter((r) => r.width > 0)
                    .map((r) => Math.round(r.top)),
                );
                if (tops.size > 0) found.push({ word, lines: tops.size });
              }
            }
          }
          return found;
        },
        [site.hours, words] as const,
      );
      expect(lines.length, `${path} at ${width}px shows the hours`).toBeGreaterThan(0);
      expect(
        lines.filter((each) => each.lines > 1),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  }
});

test("the hire band's steps never end a line on an arrow: each arrow starts its step's line", async ({
  page,
}) => {
  const [first] = hiringSteps;
  const last = hiringSteps.at(-1);
  await at(page, 1440, "/hire");
  // The innermost element holding every step, from the first one's title to the last one's.
  const steps = page
    .locator("main span", { hasText: first!.title })
    .filter({ hasText: last!.title })
    .last();
  for (const width of [1440, 1280, 1024, 768, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    // For each arrow, whether it and the first letter of the step after it share a line.
    const together = await steps.evaluate((element) => {
      const result: boolean[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      const lineOf = (node: Text, at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      texts.forEach((node, index) => {
        const text = node.data;
        for (let at = text.indexOf("→"); at >= 0; at = text.indexOf("→", at + 1)) {
          // The step's first letter: in this text after the arrow, or in the next text.
          const rest = text.slice(at + 1).search(/\S/);
          const next = texts[index + 1];
          const letter: [Text, number] | undefined =
            rest >= 0 ? [node, at + 1 + rest] : next ? [next, next.data.search(/\S/)] : undefined;
          if (letter) result.push(lineOf(node, at) === lineOf(...letter));
        }
      });
      return result;
    });
    expect(together, `at ${width}px`).toEqual(hiringSteps.slice(1).map(() => true));
  }
});
