import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect, markLive, test, untilLive } from "./fixtures";
import { COMPOSITION } from "../components/ui/composition";
import sharp from "sharp";

import { layoutProblems } from "./layout-problems";
import {
  chatCoverProblems,
  chatCoversFocus,
  lazyFirstScreenProblems,
  loneCardProblems,
  overlapProblems,
  pillHeightProblems,
} from "./geometry";
import { crawlSite } from "./site-pages";

// Every page the crawl finds, and the not-found page, as a visitor sees it:
// - at every width visitors use, from a small phone's 320 px to a 2560 px desk screen (the widest
//   the site promises to fit), the page never scrolls sideways, no text runs out of its box or is
//   cut off, every control is big enough to tap, and the floating chat button never sits on a
//   control (e2e/layout-problems.ts);
// - at 768, 1024, 1280 and 1440 px, no two boxes of a band (the hero, each section) overlap unless
//   the overlap is declared (inside one element marked `data-composition`), and no list of cards
//   leaves a card alone in its row while another row holds more (e2e/geometry.ts says what counts
//   as a box, a list of cards and a row);
// - at 390, 360, 320, 768, 1024 and 1440 px (where the footer's legal row ends at the content edge),
//   scrolled to its end (where the button is shown), the floating chat button covers no text and
//   no link;
// - at every width, the pictures in or near the first screen load at once, and the pills of one
//   row are one height.
// Two windows, a desktop one and a phone one (each its own browser context), and every page of the
// test's share loaded once in each, then resized through the window's widths (the layout is CSS,
// so a resize lays a page out as a fresh load at that width would): about 270 loads for 1,200 page
// widths. The page list is the crawl's, made once a worker (e2e/site-pages.ts).
/** The desktop window's widths, each checked for the layout's problems. */
const DESK = [768, 1024, 1280, 1440, 1920, 2560];
/** The desktop widths the bands' boxes and the lists' rows are checked at. */
const WIDE = [768, 1024, 1280, 1440];
/** The wide widths the chat button's room at the page's end is checked at: a tablet's, a laptop's, a desk's. */
const WIDE_END = [768, 1024, 1440];

/** Every page-side check the sweep makes (e2e/geometry.ts, e2e/layout-problems.ts). */
const CHECKS = {
  layoutProblems,
  overlapProblems,
  loneCardProblems,
  lazyFirstScreenProblems,
  pillHeightProblems,
  chatCoverProblems,
};
type Checks = typeof CHECKS;
/** The name the checks are installed under in each window's pages. */
const CHECKS_GLOBAL = "dungaChecks";
/** Which checks one width takes, beyond the layout's, the pictures' and the pills'. */
interface WidthChecks {
  /** Where `windowOf` installed the checks (CHECKS_GLOBAL). */
  installed: string;
  composition: string;
  minTarget: number;
  /** The bands' boxes and the lists' rows. */
  bands: boolean;
  /** The chat button, scrolled to the page's end. */
  end: boolean;
}

/**
 * Runs in the page: every check of one width, in one evaluate (each evaluate costs several
 * milliseconds of its own, and a page takes 40 checks), the checks installed by `windowOf`.
 * At the page's top, then, for the chat button, at its end, two frames after the scroll: the
 * button follows the page's scroll state, which the browser takes once a frame (the chat-button
 * utility in app/globals.css).
 */
async function checkWidth({ installed, composition, minTarget, bands, end }: WidthChecks) {
  const checks = (window as unknown as Record<string, Checks>)[installed]!;
  window.scrollTo({ top: 0, behavior: "instant" });
  const overlaps = bands ? checks.overlapProblems(composition) : { boxes: 0, problems: [] };
  const lone = bands ? checks.loneCardProblems(composition) : { lists: 0, problems: [] };
  const problems = [
    ...checks.layoutProblems(minTarget),
    ...overlaps.problems,
    ...lone.problems,
    ...checks.lazyFirstScreenProblems(),
    ...checks.pillHeightProblems(),
  ];
  if (end) {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    for (const covered of checks.chatCoverProblems() ?? []) {
      problems.push(`scrolled to its end, the chat button covers ${covered}`);
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  }
  return { boxes: overlaps.boxes, lists: lone.lists, problems };
}

/** The phone window's widths, each checked for everything but the bands' boxes and rows. */
const NARROW = [390, 360, 320];
const SHARDS = 4;
/** The smallest side of anything a visitor taps or clicks. */
const MIN_TARGET = 44;

test.describe.configure({ timeout: 6 * 60_000 });
test.skip(({ isMobile }) => isMobile, "the widths are set explicitly; one project is enough");

/**
 * A window of the given width that shows every section as it settles (no entrance motion): a
 * phone's below 768 px, a desktop's from there.
 */
async function windowOf(browser: Browser, width: number): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
    hasTouch: width < 768,
    isMobile: width < 768,
  });
  await markLive(context);
  // An init script, which no page's script policy governs (an inline script would be refused).
  await context.addInitScript({
    content: `window.${CHECKS_GLOBAL} = {${Object.entries(CHECKS)
      .map(([name, check]) => `${name}: ${check.toString()}`)
      .join(",")}};`,
  });
  return [context, await context.newPage()];
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await untilLive(page);
  await page.evaluate(() => document.fonts.ready);
}

test("the checks see what they are meant to see", async ({ page }) => {
  // Two boxes laid on each other overlap; declared as one composition, they do not.
  await page.setContent(`<main><section>
    <h2 style="position:absolute;top:0;left:0">A heading</h2><p>A paragraph under it</p>
  </section></main>`);
  expect((await page.evaluate(overlapProblems, COMPOSITION)).problems).toHaveLength(1);
  await page.setContent(`<main><section><div ${COMPOSITION}>
    <h2 style="position:absolute;top:0;left:0">A heading</h2><p>A paragraph under it</p>
  </div><p style="margin-top:4rem">Beside</p></section></main>`);
  expect(await page.evaluate(overlapProblems, COMPOSITION)).toEqual({ boxes: 2, problems: [] });
  // Four cards in rows of three leave one alone; in rows of two they do not.
  const cards = (columns: number) => `<main><ul style="display:grid;gap:8px;
    grid-template-columns:repeat(${columns},200px)">${'<li style="border:1px solid;height:100px">Card</li>'.repeat(4)}</ul></main>`;
  await page.setContent(cards(3));
  expect((await page.evaluate(loneCardProblems, COMPOSITION)).problems).toHaveLength(1);
  await page.setContent(cards(2));
  expect(await page.evaluate(loneCardProblems, COMPOSITION)).toEqual({ lists: 1, problems: [] });
});

test("the layout checks see, in a phone's window, what they are meant to see", async ({
  browser,
}) => {
  const [context, phone] = await windowOf(browser, 320);
  const pageOf = (body: string) =>
    phone.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
      <body style="margin:0;font:16px sans-serif">${body}</body>`);
  // A box wider than the phone has the page scroll sideways.
  await pageOf('<main><p style="width:480px">A line wider than the phone</p></main>');
  expect((await phone.evaluate(layoutProblems, MIN_TARGET))[0]).toBe("the page is 480px wide");
  // A word longer than its box is wide runs out of it.
  await pageOf('<main><p style="width:100px">Supercalifragilisticexpialidocious</p></main>');
  expect(await phone.evaluate(layoutProblems, MIN_TARGET)).toEqual([
    expect.stringMatching(/^text runs out of its box by \d+px: <p> "Supercali/),
  ]);
  // A button smaller than a fingertip is too small to tap.
  await pageOf('<main><button style="width:30px;height:30px;padding:0">x</button></main>');
  expect(await phone.evaluate(layoutProblems, MIN_TARGET)).toEqual([
    'a 30x30px target: <button> "x"',
  ]);
  // Text that fits and a button of a fingertip's size are no problem.
  await pageOf('<main><p>Fits</p><button style="width:48px;height:48px">Go</button></main>');
  expect(await phone.evaluate(layoutProblems, MIN_TARGET)).toEqual([]);
  await context.close();
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page fits every width from 320 to 2560px, no band has overlapping boxes, no list a lone card, the chat button hides nothing (part ${shard + 1} of ${SHARDS})`, async ({
    browser,
    request,
  }) => {
    const { pages } = await crawlSite(request);
    const paths = [...pages, "/no-such-page"].filter((_, index) => index % SHARDS === shard);
    const problems: string[] = [];
    let boxes = 0;
    let lists = 0;
    const sweep = async (tab: Page, path: string, widths: number[]) => {
      await visit(tab, path);
      for (const width of widths) {
        await tab.setViewportSize({ width, height: 900 });
        const found = await tab.evaluate(checkWidth, {
          installed: CHECKS_GLOBAL,
          composition: COMPOSITION,
          minTarget: MIN_TARGET,
          bands: WIDE.includes(width),
          // At the page's end the footer leaves the button its room: beside the legal row on a
          // phone and a tablet, under it on a laptop.
          end: WIDE_END.includes(width) || NARROW.includes(width),
        });
        boxes += found.boxes;
        lists += found.lists;
        for (const problem of found.problems) problems.push(`${path} at ${width}px: ${problem}`);
      }
    };
    const [wide, wideWindow] = await windowOf(browser, DESK[0]!);
    for (const path of paths) await sweep(wideWindow, path, DESK);
    await wide.close();
    const [narrow, narrowWindow] = await windowOf(browser, NARROW[0]!);
    for (const path of paths) await sweep(narrowWindow, path, NARROW);
    await narrow.close();
    // The checks looked at something: boxes in every page's bands, lists of cards on most.
    expect(boxes).toBeGreaterThan(paths.length * WIDE.length * 10);
    expect(lists).toBeGreaterThan(0);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

// A visitor moving through a page with the keyboard never has the control in focus under the chat
// button: on a phone, through the forms and the footer of the pages that have them.
for (const path of ["/contact", "/quote", "/"]) {
  test(`the chat button never covers the focused control on ${path} at 390px`, async ({
    browser,
  }) => {
    const [context, page] = await windowOf(browser, 390);
    await visit(page, path);
    const covered = new Set<string>();
    let stops = 0;
    for (let step = 0; step < 250; step += 1) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => ({
        atEnd: document.activeElement?.closest("footer") !== null,
        last: document.activeElement === [...document.querySelectorAll("footer a[href]")].at(-1),
      }));
      const problem = await page.evaluate(chatCoversFocus);
      if (problem) covered.add(problem);
      stops += 1;
      if (state.atEnd && state.last) break;
    }
    await context.close();
    expect(stops).toBeGreaterThan(10);
    expect([...covered], [...covered].join("\n")).toEqual([]);
  });
}

// A visitor who scrolls faster than the pictures arrive sees each one's placeholder, a picture on
// its way, not an empty box of one colour: here the pictures never arrive at all.
test("a picture still loading shows its placeholder, not an empty box", async ({ browser }) => {
  const [context, page] = await windowOf(browser, 1440);
  await page.route("**/images/**", () => {});
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  const picture = page.locator("main section").nth(3).locator("img").first();
  await picture.scrollIntoViewIfNeeded();
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
  const { channels } = await sharp(await picture.screenshot()).stats();
  await context.close();
  // A flat box has no spread in any channel; the placeholder's gradient and mark have some.
  expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(4);
});
