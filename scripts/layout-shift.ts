// One measurement of layout shift, shared by `npm run cls` and `npm run budget`: the page loads,
// hydrates, runs its first animations (home types its headline) and is scrolled through to the
// bottom, as a visitor would; shifts right after input do not count, as in the CLS metric. Each
// measurement also says what moved in its largest shifts, so a budget run that finds a shift it
// cannot find again leaves its cause on record. Its recorder (`recordShifts`) also serves the
// end-to-end tests that hold a page still.
//
// The functions handed to the page run as their source text, so they name no function inside:
// tsx wraps every named one (esbuild's keepNames) in a helper the page does not have.
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
  // A shift is reported with the frame that shows it; one more frame makes sure it is in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return page.evaluate(() => (window as unknown as ShiftWindow).__shifts);
}

/** The layout shift score of some shifts: their values summed, as CLS sums a page's. */
export const totalShift = (shifts: readonly Shift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Layout shift of `url` in a fresh page of `browser` at `viewport`. */
export async function scrolledShift(
  browser: Browser,
  url: string,
  viewport: ViewportSize,
): Promise<ShiftMeasurement> {
  const page = await browser.newPage({ viewport });
  try {
    await recordShifts(page);
    await page.goto(url, { waitUntil: "networkidle" });
    // Long enough for the typed headline to erase and retype its first word.
    await page.waitForTimeout(3000);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForTimeout(500);
    const shifts = await recordedShifts(page);
    return {
      cls: totalShift(shifts),
      largest: shifts.sort((a, b) => b.value - a.value).slice(0, reported),
    };
  } finally {
    await page.close();
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
