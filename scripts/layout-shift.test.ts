/**
 * @jest-environment node
 */
import type { Browser, Page } from "@playwright/test";

import { scrolledShift, shiftReport, totalShift, type ShiftMeasurement } from "./layout-shift";

const still: ShiftMeasurement = { cls: 0, largest: [] };
const moved: ShiftMeasurement = {
  cls: 0.1234,
  largest: [
    { value: 0.1, at: 1200, scrollY: 0, moved: ['section#faq "FAQ" 900,400 -> 960,400', "footer"] },
    { value: 0.0234, at: 3400, scrollY: 812, moved: [] },
  ],
};

describe("shiftReport", () => {
  it("says nothing when no measurement reaches the limit", () => {
    const pages = [{ name: "home", path: "/", measured: { desktop: [still], phone: [still] } }];
    expect(shiftReport(pages, 0.1)).toEqual([]);
  });

  it("lists every score of a page and width over it, then what moved in the ones over it", () => {
    const pages = [
      { name: "home", path: "/", measured: { desktop: [still], phone: [still] } },
      {
        name: "about",
        path: "/about",
        measured: { desktop: [still], phone: [moved, still, still] },
      },
    ];
    expect(shiftReport(pages, 0.1)).toEqual([
      "- about (/about) at the phone width: 0.123, 0.000, 0.000; what moved:",
      '  - 0.1000 at 1200 ms, scrolled 0 px: section#faq "FAQ" 900,400 -> 960,400; footer',
      "  - 0.0234 at 3400 ms, scrolled 812 px: (no element named)",
    ]);
  });

  it("judges a score equal to the limit as over it", () => {
    const pages = [{ name: "quote", path: "/quote", measured: { desktop: [moved] } }];
    expect(shiftReport(pages, moved.cls)).toHaveLength(3);
    expect(shiftReport(pages, moved.cls + 0.0001)).toEqual([]);
  });
});

describe("totalShift", () => {
  it("sums the shifts' values, and is 0 for none", () => {
    expect(totalShift(moved.largest)).toBeCloseTo(0.1234, 6);
    expect(totalShift([])).toBe(0);
  });
});

describe("scrolledShift", () => {
  const never = () => new Promise<never>(() => undefined);

  /**
   * A browser whose pages load only from the `answersFrom`th page it opens (the ones before never
   * finish loading), each shifting once by 0.02; it counts the pages it closed.
   */
  function browserLoadingFrom(answersFrom: number) {
    let opened = 0;
    const closed: number[] = [];
    const browser = {
      newPage: async () => {
        const index = (opened += 1);
        const page = {
          addInitScript: async () => undefined,
          goto: () => (index >= answersFrom ? Promise.resolve(null) : never()),
          waitForTimeout: async () => undefined,
          // The scroll, the frame the shifts wait for, then the shifts themselves.
          evaluate: async () => [{ value: 0.02, at: 900, scrollY: 0, moved: [] }],
          close: async () => void closed.push(index),
        };
        return page as unknown as Page;
      },
    };
    return { browser: browser as unknown as Browser, closed, opened: () => opened };
  }

  const url = "http://127.0.0.1:1/services";
  const viewport = { width: 390, height: 844 };

  let printed: string[];
  beforeEach(() => {
    printed = [];
    jest.spyOn(console, "error").mockImplementation((line: string) => void printed.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  test("a measurement that stalls is taken again in a new page, and the stall is printed", async () => {
    const { browser, closed } = browserLoadingFrom(3);
    const measured = await scrolledShift(browser, url, viewport, { limitMs: 50 });
    expect(measured.cls).toBeCloseTo(0.02);
    expect(closed).toEqual([1, 2, 3]);
    expect(printed).toEqual([
      `layout shift of ${url} at 390 px: no answer in 0.05 s while loading; measuring it again`,
      `layout shift of ${url} at 390 px: no answer in 0.05 s while loading; measuring it again`,
    ]);
  });

  test("a page that never answers fails the measurement with what it was doing, not a hang", async () => {
    const { browser, closed, opened } = browserLoadingFrom(Infinity);
    await expect(scrolledShift(browser, url, viewport, { limitMs: 50 })).rejects.toThrow(
      `layout shift of ${url} at 390 px: no answer in 0.05 s while loading`,
    );
    expect(opened()).toBe(3);
    expect(closed).toEqual([1, 2, 3]);
  });

  test("a browser that cannot open a page stalls the same way, without waiting on a close", async () => {
    const browser = { newPage: never } as unknown as Browser;
    await expect(scrolledShift(browser, url, viewport, { limitMs: 50 })).rejects.toThrow(
      "while opening a page",
    );
  });
});
