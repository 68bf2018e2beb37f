// One measurement of layout shift, shared by `npm run cls` and `npm run budget`: the page loads,
// hydrates, runs its first animations (home types its headline) and is scrolled through to the
// bottom, as a visitor would; shifts right after input do not count, as in the CLS metric. Each
// measurement also says what moved in its largest shifts, so a budget run that finds a shift it
// cannot find again leaves its cause on record. Its recorder (`recordShifts`) also serves the
// end-to-end tests that hold a page still.
//
// The functions handed to the page run as their source text, so they name no function inside:
// tsx wraps every named one (esbuild's keepNames) in a helper the page does not have.
import { setTimeout as sleep } from "node:timers/promises";

import type { Browser, Page, ViewportSize } from "@playwright/test";

/** One shift as the page saw it: its score, when, and what moved from where to where. */
export interface Shift {
  value: number;
  /** Milliseconds since the navigation started. */
  at: number;
  /** How far the window was scrolled. */
  scrollY: number;
  /** Each element that moved: "tag#id.classes "text" y,height -> y,height". */
  moved: string[];
}

/** A page's total layout shift and its largest shifts, largest first. */
export interface ShiftMeasurement {
  cls: number;
  largest: Shift[];
}

/** The page's window with what the init script keeps. */
type ShiftWindow = { __shifts: Shift[] };
/** A layout-shift entry and its sources (the DOM types have neither). */
type LayoutShiftEntry = PerformanceEntry & {
  hadRecentInput: boolean;
  value: number;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** The phone window layout shift is measured in, beside the budget's desktop window. */
export const phoneViewport: ViewportSize = { width: 390, height: 844 };

/** How many of a measurement's shifts it reports. */
const reported = 3;

/**
 * Keeps every layout shift of `page` from its next document's first frame, each with what moved,
 * as the CLS metric counts them (none right after input); `recordedShifts` reads them. Shared by
 * the budget's measurement and the end-to-end tests that hold a page still.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held = window as unknown as ShiftWindow;
    held.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        held.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          scrollY: Math.round(window.scrollY),
          moved: (entry.sources ?? []).map(({ node, previousRect: was, currentRect: is }) => {
            const element = node instanceof Element ? node : null;
            const name = element
              ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).trim().split(/\s+/).slice(0, 4).join(".")}`
              : String(node?.nodeName);
            const text = (node?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
            const [from, to] = [was, is].map(
              (r) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`,
            );
            return `${name} "${text}" ${from} -> ${to}`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts `recordShifts` has kept so far, in the order they came. */
export async function recordedShifts(page: Page): Promise<Shift[]> {
  // A shift is reported with the frame that shows it; one more frame makes sure it is in. A page
  // that draws no frames (headless Chromium can stop scheduling them) gets a second instead: a
  // frame that never comes would hold the evaluation, which has no timeout, for ever.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(() => resolve(null), 1000);
      }),
  );
  return page.evaluate(() => (window as unknown as ShiftWindow).__shifts);
}

/** The layout shift score of some shifts: their values summed, as CLS sums a page's. */
export const totalShift = (shifts: readonly Shift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * How long one measurement may take: a page of the budget loads, waits and is scrolled through in
 * about ten seconds even four at a time on a slow machine. Past it the measurement has stalled
 * (an evaluation whose page stopped answering waits for ever: it has no timeout of its own).
 */
const defaultLimitMs = 90_000;
/** How often a stalled measurement is taken again before the run gives up on the page. */
const stalledRetries = 2;

/** A measurement that took longer than its limit. */
class StalledMeasurement extends Error {}

/**
 * Layout shift of `url` in a fresh page of `browser` at `viewport`. A measurement that stalls is
 * abandoned (its page closed) and taken again, each stall printed with what it was doing; the
 * last stall throws, so a run fails with its cause instead of hanging. `limitMs` is the limit of
 * one measurement (a test shortens it).
 */
export async function scrolledShift(
  browser: Browser,
  url: string,
  viewport: ViewportSize,
  { limitMs = defaultLimitMs }: { limitMs?: number } = {},
): Promise<ShiftMeasurement> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await boundedShift(browser, url, viewport, limitMs);
    } catch (error) {
      if (!(error instanceof StalledMeasurement) || attempt === stalledRetries) throw error;
      console.error(`${error.message}; measuring it again`);
    }
  }
}

/** One measurement of `scrolledShift`, which throws `StalledMeasurement` past `limitMs`. */
async function boundedShift(
  browser: Browser,
  url: string,
  viewport: ViewportSize,
  limitMs: number,
): Promise<ShiftMeasurement> {
  let step = "opening a page";
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new StalledMeasurement(
            `layout shift of ${url} at ${viewport.width} px: no answer in ${limitMs / 1000} s while ${step}`,
          ),
        ),
      limitMs,
    );
  });
  const page = browser.newPage({ viewport });
  const measuring = page.then(async (opened) => {
    step = "loading";
    await recordShifts(opened);
    await opened.goto(url, { waitUntil: "networkidle" });
    step = "waiting for the first animations";
    // Long enough for the typed headline to erase and retype its first word.
    await opened.waitForTimeout(3000);
    step = "scrolling";
    await opened.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await opened.waitForTimeout(500);
    step = "reading the shifts";
    const shifts = await recordedShifts(opened);
    return {
      cls: totalShift(shifts),
      largest: shifts.sort((a, b) => b.value - a.value).slice(0, reported),
    };
  });
  // Closing an abandoned page ends its measurement with an error nobody waits for any more.
  measuring.catch(() => undefined);
  try {
    return await Promise.race([measuring, stalled]);
  } finally {
    clearTimeout(timer);
    // A page still opening is closed whenever it opens; an open one is waited for a few seconds
    // at most, since a stalled browser may never say it closed it.
    const closing = page.then(
      (opened) => opened.close({ runBeforeUnload: false }),
      () => undefined,
    );
    if (step !== "opening a page") {
      await Promise.race([closing, sleep(5000, undefined, { ref: false })]);
    }
  }
}

/** A measurement's largest shifts as lines of a report. */
export function describeShifts({ largest }: ShiftMeasurement): string[] {
  return largest.map(
    (shift) =>
      `${shift.value.toFixed(4)} at ${shift.at} ms, scrolled ${shift.scrollY} px: ${shift.moved.join("; ") || "(no element named)"}`,
  );
}

/** A page's layout-shift measurements at each width it was measured at. */
export interface PageShifts {
  name: string;
  path: string;
  measured: Partial<Record<string, readonly ShiftMeasurement[]>>;
}

/**
 * The report's list of shifts: each page and width with a measurement at or over `limit`, with
 * every measurement's score there, then what moved in each one over it. Empty when none is.
 */
export function shiftReport(pages: readonly PageShifts[], limit: number): string[] {
  return pages.flatMap(({ name, path, measured }) =>
    Object.entries(measured).flatMap(([width, all = []]) => {
      const over = all.filter((each) => each.cls >= limit);
      if (over.length === 0) return [];
      return [
        `- ${name} (${path}) at the ${width} width: ${all.map((each) => each.cls.toFixed(3)).join(", ")}; what moved:`,
        ...over.flatMap((each) => describeShifts(each).map((line) => `  - ${line}`)),
      ];
    }),
  );
}
