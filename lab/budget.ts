// Measures the exported site against a bare Next.js page built with the same Next.js, in one run:
// Lighthouse 13 (mobile defaults) on Chromium, one run per page for the accessibility,
// best-practices and SEO scores (two at a time), then the CPU slowdown set by the host's speed at
// the bare page (`cpu` in config/budgets.ts), then rounds of timing runs (the bare page before
// every few pages), median of the runs, a run repeated when the hypervisor took the CPU meanwhile;
// then the layout shift at a desktop and a phone width while each page loads and is scrolled
// through, four pages at a time.
// First it builds the site and times the build. Prints one table, bare page first, and exits 1
// over any budget in config/budgets.ts (timings judged from quiet runs only: quietRuns
// there). Usage: npm run budget, which first installs this folder's own dependencies (Lighthouse,
// chrome-launcher: lab/package.json) if they are missing or out of date (lab/install.ts).
// For a quick look at a few pages: BUDGET_PAGES=/,/terms-and-conditions BUDGET_RUNS=1 npm run budget
// (the bare page is always measured; the budgets are checked for the listed pages only), and
// BUDGET_SKIP_BUILD=1 measures the out/ there is instead of building it (CI does: the build judged
// is then the clean one `npm run test:e2e` timed, if any). A full run writes its table to
// docs/budget-results.md.
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { launch, type LaunchedChrome } from "chrome-launcher";

import { barePage } from "../scripts/bare-page";
import { findChromium } from "../scripts/browser";
import {
  shiftReport,
  phoneViewport,
  scrolledShift,
  type ShiftMeasurement,
} from "../scripts/layout-shift";
import {
  categoryScores,
  chromeFlags,
  scoredCategories,
  scoredCategoryIds,
  timingRun,
  type CategoryScores,
  type TimingOutcome,
  type TimingSample,
} from "./lighthouse-runs";
import {
  countedRuns,
  cpuTimes,
  isQuiet,
  median,
  stealPercent,
  timingProblems,
  type Measured,
  type Timings,
} from "./quiet-runs";
import { cpuSlowdown } from "./cpu-slowdown";
import {
  budgets,
  cpu,
  desktopViewport,
  pages as allPages,
  quietRuns,
  runs as configuredRuns,
  bareEvery,
  secondLook,
  shiftSecondLook,
} from "../config/budgets";

/** A page measured, or the bare page, with the server it is fetched from. */
interface Target {
  name: string;
  path: string;
  base: string;
  bare?: boolean;
}

/** The two widths the layout shift is measured at, and their windows. */
type ShiftWidth = "desktop" | "phone";
const shiftWidths: ShiftWidth[] = ["desktop", "phone"];
const viewports = { desktop: desktopViewport, phone: phoneViewport };

/** One timing run, with the host's share of the CPU meanwhile. */
type Sample = TimingOutcome & { steal: number };

/** A target's medians and scores, as the table prints them. */
interface Row extends Timings {
  target: Target;
  quietRuns: number;
  js: number;
  cls: number;
  scores: CategoryScores;
  html: number;
}

/** A page's row, with its layout shift at the phone and the desktop width as scrolled through. */
interface PageRow extends Row {
  clsDesktop: number;
  clsMobile: number;
}

const execFileAsync = promisify(execFile);
const root = process.cwd();
const started = Date.now();
const sitePort = Number(process.env.BUDGET_PORT ?? 4320);
const barePort = sitePort + 1;
const chromePath = findChromium();
const serveBin = join(root, "node_modules/serve/build/main.js");
const only = process.env.BUDGET_PAGES?.split(",").map((path) => path.trim());
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages;
if (only && pages.length !== only.length) {
  const known = new Set(allPages.map((page) => page.path));
  throw new Error(
    `BUDGET_PAGES names pages not in config/budgets.ts: ${only.filter((path) => !known.has(path)).join(", ")}`,
  );
}
const runs = Number(process.env.BUDGET_RUNS ?? configuredRuns);
if (!Number.isInteger(runs) || runs < 1) throw new Error("BUDGET_RUNS must be a whole number ≥ 1.");
const log = (message: string) =>
  console.error(`[budget ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

function serve(dir: string, port: number, config?: string) {
  // As `npm run serve` runs it: Last-Modified instead of ETag (docs/headers.md, "Caching").
  const args = [serveBin, dir, "--no-clipboard", "--no-etag", "--listen", String(port)];
  if (config) args.push("--config", config);
  return spawn(process.execPath, args, { stdio: "ignore", detached: true });
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer.`);
}

const quiet = (sample: Sample) => isQuiet(sample, quietRuns.maxStealPercent);

function htmlGzipKb(outDir: string, path: string) {
  const file = path === "/" ? "index.html" : `${path.slice(1)}.html`;
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
}

const outDir = join(root, "out");
/**
 * Seconds the full static build took from a clean .next/, or null when no such build was timed:
 * with BUDGET_SKIP_BUILD the out/ there is is measured, and the build judged is the one
 * `npm run test:e2e` made of it (scripts/test/test-e2e.ts keeps its time), if it began clean.
 */
let buildSeconds: number | null = null;
if (process.env.BUDGET_SKIP_BUILD && existsSync(join(outDir, "index.html"))) {
  const recorded = existsSync(".build-time.json")
    ? (JSON.parse(readFileSync(".build-time.json", "utf8")) as { seconds: number; clean: boolean })
    : null;
  if (recorded?.clean) buildSeconds = recorded.seconds;
  log(
    `measuring the out/ there is (BUDGET_SKIP_BUILD); ${buildSeconds === null ? "no clean build of it was timed" : `its clean build took ${buildSeconds.toFixed(0)} s`}`,
  );
} else {
  // From nothing, as on a fresh machine: no cache of an earlier build.
  log("building the site from a clean .next/");
  rmSync(join(root, ".next"), { recursive: true, force: true });
  const buildStarted = Date.now();
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  buildSeconds = (Date.now() - buildStarted) / 1000;
}
log("the bare Next.js page");
const bareDir = barePage();
// Both with the site's serve.json, as `npm start` serves: the JavaScript is judged as transferred,
// and each script's response then carries the same headers on both sides.
const serveJson = join(root, "serve.json");
const servers = [
  serve(outDir, sitePort, serveJson),
  serve(join(bareDir, "out"), barePort, serveJson),
];
const stop = () => {
  for (const server of servers) {
    try {
      if (server.pid !== undefined) process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  }
};
process.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    chrome?.kill();
    process.exit(1);
  });
}
let chrome: LaunchedChrome | undefined;

const bareTarget: Target = {
  name: "bare Next.js page",
  path: "/",
  base: `http://127.0.0.1:${barePort}`,
  bare: true,
};
const pageTargets: Target[] = pages.map((page) => ({
  ...page,
  base: `http://127.0.0.1:${sitePort}`,
}));
const targets = [bareTarget, ...pageTargets];
const samples = new Map(targets.map((target) => [target, [] as Sample[]]));
/** What one of the maps here holds for `target`: each has every target by the time it is read. */
function held<V>(map: Map<Target, V>, target: Target): V {
  const value = map.get(target);
  if (value === undefined) throw new Error(`${target.name}: not a target`);
  return value;
}
// One round: the bare page before every `bareEvery` pages, so it is measured beside each of them.
const round = pageTargets.flatMap((target, index) =>
  index % bareEvery === 0 ? [bareTarget, target] : [target],
);
/**
 * How many quiet runs a target's medians are taken from: `runs` a page, more for the bare page,
 * and more again for a page taking a second look (below). A target left with fewer than `runs`
 * has its timings shown, not judged.
 */
const wanted = new Map(
  targets.map((target) => [target, runs * round.filter((entry) => entry === target).length]),
);
const runsFor = (target: Target) => held(wanted, target);
/** A target's counted runs (quiet ones where there are enough) and how many of them are quiet. */
function counted(target: Target) {
  const taken = held(samples, target);
  try {
    const runsOf = countedRuns(taken, runs, quietRuns.maxStealPercent, runsFor(target));
    return { runsOf, quietRuns: runsOf.filter(quiet).length };
  } catch (error) {
    throw new Error(`${target.name}: ${(error as Error).message}`);
  }
}
/** The median of one number over a target's counted runs. */
const medianOf = (runsOf: Measured<Sample>[], key: keyof TimingSample) =>
  median(runsOf.map((run) => run[key]));
/** The medians the timing limits judge: performance score, LCP and TBT. */
const timingMedians = (runsOf: Measured<Sample>[]): Timings => ({
  perf: medianOf(runsOf, "perf"),
  lcp: medianOf(runsOf, "lcp"),
  tbt: medianOf(runsOf, "tbt"),
});

/** Runs `work` over every item, `width` items at a time, taking them in order. */
async function eachAtOnce<Item>(items: Item[], width: number, work: (item: Item) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

let failed = false;
/** The CPU slowdown of every timing run, calibrated on the bare page before the first. */
let slowdown: number = cpu.slowdown;
/** The bare page's main-thread work on this host (its runs' median, ms) `slowdown` came from. */
let calibrated = NaN;
async function main() {
  await Promise.all([
    waitFor(`http://127.0.0.1:${sitePort}/`),
    waitFor(`http://127.0.0.1:${barePort}/`),
  ]);
  chrome = await launch({ chromePath, chromeFlags });
  const { port } = chrome;
  const deadline = Date.now() + quietRuns.maxMinutes * 60_000;
  const settled = (target: Target) => {
    const taken = held(samples, target);
    if (taken.some((sample) => !("error" in sample)) && Date.now() > deadline) return true;
    const needed = runsFor(target);
    return (
      taken.filter(quiet).length >= needed || taken.length >= quietRuns.attemptsPerRun * needed
    );
  };
  const scores = new Map<Target, CategoryScores>();
  const shifts = new Map<Target, Record<ShiftWidth, ShiftMeasurement[]>>();
  try {
    // The accessibility, best-practices and SEO scores do not vary between runs: one run a page,
    // apart from the timing runs, which audit only what the performance score weighs. They come
    // first, and so warm the browser and the servers up for the timing runs. Started after the
    // bare page's score run alone, the first round ran slow: home's first run took 370 and 680 ms
    // in two CI runs, where every home run had taken 78 to 151 ms in the run before, which began
    // with all eleven score runs; one of those slow first rounds failed CI. Nothing is timed yet,
    // so every other target is scored at the same time in a process and a browser of its own
    // (lab/lighthouse-scores.ts): half the time, and still half the runs in this browser.
    const url = (target: Target) => `${target.base}${target.path}`;
    const here = targets.filter((_, index) => index % 2 === 0);
    const elsewhere = targets.filter((_, index) => index % 2 === 1);
    const scoredElsewhere = execFileAsync(
      join(root, "node_modules/.bin/tsx"),
      [join(import.meta.dirname, "lighthouse-scores.ts"), ...elsewhere.map(url)],
      { encoding: "utf8" },
    );
    for (const target of here) {
      scores.set(target, await categoryScores(url(target), port));
    }
    const { stdout } = await scoredElsewhere;
    const theirs = JSON.parse(stdout) as CategoryScores[];
    elsewhere.forEach((target, index) => {
      const scored = theirs[index];
      if (!scored) throw new Error(`${target.name}: not scored (${stdout.trim()})`);
      scores.set(target, scored);
    });
    // The phone the timing runs emulate, from the host's speed at the bare page (`cpu` in
    // config/budgets.ts): its main-thread work does not depend on the slowdown it is run at.
    const calibration: number[] = [];
    for (let run = 0; run < cpu.calibrationRuns; run += 1) {
      const outcome = await timingRun(url(bareTarget), port, cpu.slowdown).catch(
        (error: Error) => ({ error: error.message }),
      );
      if (!("error" in outcome)) calibration.push(outcome.work);
    }
    ({ slowdown, workMs: calibrated } = cpuSlowdown(calibration, cpu));
    log(
      `the bare page's main-thread work on this host: ${calibration.map((ms) => ms.toFixed(0)).join(", ")} ms (reference ${cpu.referenceBareWorkMs}); CPU slowed ${slowdown}x`,
    );
    log("accessibility, best-practices and SEO scored; timing runs");
    await measure(round);
    // A second look. Medians of three runs of the same page differ by up to about 80 ms of TBT,
    // and more on a page with much to hydrate (docs/budgets.md), so a page over a timing limit
    // after its runs is measured `secondLook` times `runs` more, each run beside a bare run, and
    // judged on all of them: a page that is really over stays over, one that drew three slow runs
    // is not failed for them.
    const bareNow = counted(bareTarget);
    const doubtful = pageTargets.filter((target) => {
      const { runsOf, quietRuns: quietCount } = counted(target);
      if (quietCount < runs || bareNow.quietRuns < runs) return false;
      return (
        timingProblems(timingMedians(runsOf), timingMedians(bareNow.runsOf), budgets).length > 0
      );
    });
    if (doubtful.length > 0) {
      log(`a second look at ${doubtful.map((target) => target.name).join(", ")}`);
      for (const target of doubtful) {
        wanted.set(target, runsFor(target) + secondLook * runs);
        wanted.set(bareTarget, runsFor(bareTarget) + secondLook * runs);
      }
      await measure(doubtful.flatMap((target) => [bareTarget, target]));
    }
  } finally {
    chrome.kill();
  }

  // Nothing from here on is timed: the layout shift, a matter of layout, not of time, and mostly
  // waiting, is measured four pages at a time at both widths at once. That load is a slow
  // laptop's: a page painted while its HTML still arrives must not move as the rest comes in
  // (docs/budgets.md).
  log("layout shift at both widths, four pages at a time");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.slice(3),
  });
  try {
    await eachAtOnce(pageTargets, 4, async (target) => {
      const url = `${target.base}${target.path}`;
      const [desktop, phone] = await Promise.all([
        scrolledShift(browser, url, viewports.desktop),
        scrolledShift(browser, url, viewports.phone),
      ]);
      shifts.set(target, { desktop: [desktop], phone: [phone] });
    });
    // A second look, as for the timings: a page that shifted at a width is measured there
    // `shiftSecondLook` times more, under the same load, and judged on the median. What moved in
    // every measurement over the limit is printed with the table, so a shift that does not come
    // back still leaves its cause on record.
    const doubtful = pageTargets.flatMap((target) =>
      shiftWidths
        .filter((width) => held(shifts, target)[width].some((each) => each.cls >= budgets.clsBelow))
        .map((width) => ({ target, width })),
    );
    if (doubtful.length > 0) {
      log(
        `a second look at the layout shift of ${doubtful.map(({ target, width }) => `${target.name} (${width})`).join(", ")}`,
      );
      const again = Array.from({ length: shiftSecondLook }, () => doubtful).flat();
      await eachAtOnce(again, 4, async ({ target, width }) => {
        const measured = await scrolledShift(
          browser,
          `${target.base}${target.path}`,
          viewports[width],
        );
        held(shifts, target)[width].push(measured);
      });
    }
  } finally {
    await browser.close();
  }

  /**
   * Round after round over `order`, every target in it still short of quiet runs gets one more,
   * so the pages and the bare page keep being measured side by side.
   */
  async function measure(order: Target[]) {
    while (!order.every(settled)) {
      for (const target of order) {
        if (settled(target)) continue;
        const taken = held(samples, target);
        const before = cpuTimes();
        // Started from a page of the target's own origin, not about:blank: the opener policy
        // every response carries would otherwise move each run to a new renderer process that
        // starts while the page loads, and most of the blocking time measured was that wait
        // ("The process the page starts in", docs/budgets.md). The calibration above keeps
        // about:blank: its reference was set that way. Every export has /index.txt.
        const outcome = await timingRun(
          `${target.base}${target.path}`,
          port,
          slowdown,
          `${target.base}/index.txt`,
        ).catch((error: Error) => ({ error: error.message }));
        const sample: Sample = { ...outcome, steal: stealPercent(before, cpuTimes()) };
        taken.push(sample);
        const measured =
          "error" in sample ? `not measured (${sample.error})` : `TBT ${sample.tbt.toFixed(0)} ms`;
        log(
          `${target.name} run ${taken.length}: ${measured}, steal ${sample.steal.toFixed(1)}%${quiet(sample) ? "" : " (not quiet)"}`,
        );
      }
    }
  }

  const rowOf = (target: Target): Row => {
    const { runsOf, quietRuns: quietCount } = counted(target);
    return {
      target,
      quietRuns: quietCount,
      ...timingMedians(runsOf),
      js: medianOf(runsOf, "js"),
      cls: medianOf(runsOf, "cls"),
      scores: held(scores, target),
      html: htmlGzipKb(target.bare ? join(bareDir, "out") : outDir, target.path),
    };
  };
  const bare = rowOf(bareTarget);
  const pageRows: PageRow[] = pageTargets.map((target) => {
    const row = rowOf(target);
    const measured = held(shifts, target);
    const clsAt = (width: ShiftWidth) => median(measured[width].map((each) => each.cls));
    // At the phone width, the larger of Lighthouse's (mobile) and the scrolled-through shift.
    return { ...row, clsDesktop: clsAt("desktop"), clsMobile: Math.max(row.cls, clsAt("phone")) };
  });

  const rows: (Row | PageRow)[] = [bare, ...pageRows];

  const problems: string[] = [];
  const notJudged: string[] = [];
  if (buildSeconds !== null && buildSeconds >= budgets.buildSecondsBelow) {
    problems.push(`the full static build took ${buildSeconds.toFixed(0)} s`);
  }
  for (const row of pageRows) {
    const { name, path } = row.target;
    const check = (ok: boolean, message: string) =>
      ok || problems.push(`${name} (${path}): ${message}`);
    // Timings taken while the hypervisor kept taking the CPU say more about the machine than the
    // page: they are shown, not judged.
    if (row.quietRuns < runs || bare.quietRuns < runs) {
      notJudged.push(`${name} (${path})`);
    } else {
      for (const problem of timingProblems(row, bare, budgets)) check(false, problem);
    }
    const jsMax = bare.js + budgets.jsExtraKb(path);
    check(row.js <= jsMax, `JavaScript ${row.js.toFixed(1)} kB > ${jsMax.toFixed(1)} kB`);
    for (const id of scoredCategoryIds) {
      const score = row.scores[id];
      const label = scoredCategories[id];
      check(score >= budgets.categoryScore, `${label} ${score} < ${budgets.categoryScore}`);
    }
    check(row.clsMobile < budgets.clsBelow, `CLS at the phone width ${row.clsMobile.toFixed(3)}`);
    check(
      row.clsDesktop < budgets.clsBelow,
      `CLS at the desktop width ${row.clsDesktop.toFixed(3)}`,
    );
  }

  const label = (row: Row) => (row.target.bare ? row.target.name : row.target.path);
  const cls = (row: Row | PageRow) =>
    "clsMobile" in row
      ? `${row.clsMobile.toFixed(3)} / ${row.clsDesktop.toFixed(3)}`
      : row.cls.toFixed(3);
  /** What the run prints, kept to be written to docs/budget-results.md after a full run. */
  const report: string[] = [];
  const say = (text: string) => {
    console.log(text);
    report.push(text);
  };
  say(
    "| page | JS gz kB | HTML gz kB | perf | LCP ms | TBT ms | CLS (phone / desktop) | a11y | bp | seo | quiet runs |",
  );
  say("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    say(
      `| ${label(row)} | ${row.js.toFixed(1)} | ${row.html.toFixed(1)} | ${row.perf} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${cls(row)} | ${scoredCategoryIds
        .map((id) => row.scores[id])
        .join(" | ")} | ${row.quietRuns} of ${runsFor(row.target)} |`,
    );
  }
  const attempts = [...samples.values()].reduce((sum, taken) => sum + taken.length, 0);
  say(
    `\nMedian of ${runs} interleaved Lighthouse runs per page (${(1 + secondLook) * runs} for a page over a timing limit after ${runs}: a second look) and of up to ${runsFor(bareTarget)} for the bare page, measured before every ${bareEvery} pages; a run is quiet when the hypervisor took at most ${quietRuns.maxStealPercent}% of the CPU meanwhile (${attempts} runs in all); took ${((Date.now() - started) / 60000).toFixed(1)} min.`,
  );
  say(
    `The CPU was slowed ${slowdown}x for them: ${cpu.slowdown}x on a host that does the bare page's main-thread work in ${cpu.referenceBareWorkMs} ms, in proportion on a slower or faster one (this one: ${calibrated.toFixed(0)} ms; \`cpu\` in config/budgets.ts).`,
  );
  say(
    buildSeconds === null
      ? "The full static build was not timed (BUDGET_SKIP_BUILD)."
      : `The full static build (npm run build) took ${buildSeconds.toFixed(0)} s (budget: under ${budgets.buildSecondsBelow} s).`,
  );
  const shifted = shiftReport(
    pageTargets.map((target) => ({ ...target, measured: held(shifts, target) })),
    budgets.clsBelow,
  );
  if (shifted.length > 0) {
    say(
      `\nLayout shift at or over ${budgets.clsBelow} in a measurement (a page is judged on the median of its ${1 + shiftSecondLook}):\n${shifted.join("\n")}`,
    );
  }
  if (notJudged.length > 0) {
    say(
      `\nToo few quiet runs to judge performance, LCP and TBT (the machine was busy; run again later):\n${notJudged.map((page) => `- ${page}`).join("\n")}`,
    );
  }
  if (problems.length > 0) {
    failed = true;
    say(`\nOver budget:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  } else {
    say(notJudged.length > 0 ? "Every budget judged is met." : "Every page is within its budgets.");
  }
  if (!only && runs === configuredRuns) {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
    }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim() !== "";
    writeFileSync(
      join(root, "docs/budget-results.md"),
      `# Latest budget run\n\nWritten by \`npm run budget\` (lab/budget.ts) after a full run; not edited by hand. What the columns and limits mean: [budgets.md](budgets.md).\n\nCommit ${commit}${dirty ? " with uncommitted changes" : ""}, ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} cores.\n\n${report.join("\n").trim()}\n`,
    );
    console.log("\nWritten to docs/budget-results.md.");
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main()
  .finally(stop)
  .then(() => process.exit(failed ? 1 : 0));
