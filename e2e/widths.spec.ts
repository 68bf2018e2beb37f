import { expect, test } from "./fixtures";

import { layoutProblems } from "./layout-problems";
import { crawlSite } from "./site-pages";

// Every page the crawl finds, plus the not-found page, at the widths visitors use, from a small
// phone to a 2560 px desk screen (the widest the site promises to fit): the page never scrolls
// sideways, no text runs out of its box or is cut off, every control is big enough to tap, and the
// floating chat button never sits on a control.
// Each page loads once and is then resized through the widths (its layout is CSS, so a resize
// lays it out as a fresh load at that width would), with all checks in one evaluate per width:
// about 140 loads instead of 1,200, so the whole sweep stays short.
const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1440, 1920, 2560];
const SHARDS = 4;
/** The smallest side of anything a visitor taps or clicks. */
const MIN_TARGET = 44;

test.describe.configure({ timeout: 5 * 60_000 });
test.skip(({ isMobile }) => isMobile, "the widths are set explicitly; one project is enough");

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page fits every width from 320 to 2560px (part ${shard + 1} of ${SHARDS})`, async ({
    page,
    request,
  }) => {
    const { pages } = await crawlSite(request);
    const paths = [...pages, "/no-such-page"].filter((_, index) => index % SHARDS === shard);
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await page.evaluate(layoutProblems, MIN_TARGET)) {
          problems.push(`${path} at ${width}px: ${problem}`);
        }
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
