// The two kinds of Lighthouse run `npm run budget` (lab/budget.ts) makes: a score run, one a
// page, for the categories that do not move between runs, and a timing run, several a page.
import type { Flags, Result } from "lighthouse";

/** How `npm run budget` starts Chromium for Lighthouse: headless, quiet on this closed network. */
export const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** The categories that must score full marks, with the names the reports print. */
export const scoredCategories = {
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};
type ScoredCategory = keyof typeof scoredCategories;
/** The ids of `scoredCategories`, in order (Object.keys types them as plain strings). */
export const scoredCategoryIds = Object.keys(scoredCategories) as ScoredCategory[];
/** A page's accessibility, best-practices and SEO scores, 0 to 100. */
export type CategoryScores = Record<ScoredCategory, number>;

/**
 * One timing run's numbers: scores 0 to 100, times in ms, JavaScript in kB as transferred, and the
 * main-thread work the page took on the host itself (at no CPU slowdown), in ms.
 */
export interface TimingSample {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  work: number;
}
/** A timing run's numbers, or why Lighthouse could not measure the page this time. */
export type TimingOutcome = TimingSample | { error: string };

/** The parts of a Lighthouse result `timingSample` reads. */
export interface TimingResult {
  configSettings: { throttling: { cpuSlowdownMultiplier?: number } };
  categories: { performance?: { score: number | null } };
  // `details` is one of many kinds, most of them without items (the index signature lets in all).
  audits: Record<
    string,
    { numericValue?: number; errorMessage?: string; details?: { [key: string]: unknown } }
  >;
}

/** Whether every metric was measured: a number, not missing, not NaN. */
function allMeasured<K extends string>(
  values: Record<K, number | null | undefined>,
): values is Record<K, number> {
  return Object.values(values).every((value) => Number.isFinite(value));
}

/** A request in Lighthouse's list that fetched a script (its transferSize is a number). */
function isScript(item: unknown): item is { transferSize?: number } {
  return (
    typeof item === "object" &&
    item !== null &&
    "resourceType" in item &&
    item.resourceType === "Script"
  );
}

/**
 * One timing run's numbers (scores 0 to 100, times in ms, JavaScript in kB as transferred), or
 * `{ error }` when Lighthouse could not measure the page this time.
 */
export function timingSample(lhr: TimingResult): TimingOutcome {
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  const performance = lhr.categories.performance?.score;
  // Lighthouse reports the main-thread work as slowed; the host's own is that over the slowdown.
  const slowedWork = metric("mainthread-work-breakdown");
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
  const sample = {
    perf: typeof performance === "number" ? Math.round(performance * 100) : null,
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    work: slowedWork === undefined ? undefined : slowedWork / slowdown,
  };
  const missing = Object.keys(sample).filter(
    (key) => !Number.isFinite(sample[key as keyof typeof sample]),
  );
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (!allMeasured(sample) || !Array.isArray(requests)) {
    const reason = lhr.audits["total-blocking-time"]?.errorMessage;
    return { error: `no ${missing.join(", ") || "requests"}${reason ? `: ${reason}` : ""}` };
  }
  const scriptBytes = requests
    .filter(isScript)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return { ...sample, js: scriptBytes / 1024 };
}

/**
 * Lighthouse's result for `url` in the Chromium listening on `port` (mobile defaults, with the CPU
 * slowed `cpuSlowdownMultiplier` times where given: the network stays the preset's), the run
 * starting from `blankPage` where given, about:blank otherwise.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  filter: Pick<Flags, "onlyAudits" | "onlyCategories">,
  cpuSlowdownMultiplier?: number,
  blankPage?: string,
): Promise<Result> {
  // Loaded when first needed, so the pure parts of this module load without it (in the tests).
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    // The report's page picture is taken after the measurement; nothing here reads it.
    disableFullPageScreenshot: true,
    // Every run a first visit, as the bare page's are: Lighthouse empties the HTTP cache before
    // each run but by default keeps the origin's local storage, where the site records that the
    // brand faces are cached (lib/brand-faces.ts). Kept, that record made every run after the
    // first a return visit whose faces had been evicted, fetching them before its first paint.
    clearStorageTypes: [
      "file_systems",
      "shader_cache",
      "service_workers",
      "cache_storage",
      "local_storage",
      "indexeddb",
      "cookies",
    ],
    // Merged into the preset's throttling, not in place of it.
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    ...(blankPage === undefined ? {} : { blankPage }),
    ...filter,
  });
  if (!result) throw new Error("Lighthouse returned no result");
  if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
  return result.lhr;
}

/**
 * One timing run over `url` with the CPU slowed `cpuSlowdownMultiplier` times: Lighthouse audits
 * only the metrics its performance score weighs (read from its own default configuration, so the
 * score is the one a full report shows), the request list the JavaScript total comes from and the
 * main-thread work the slowdown is calibrated on (lab/cpu-slowdown.ts). Every other performance
 * audit is left out, and
 * with it the gatherers only those need, such as the script and style-rule coverage recorded
 * during the load: a run is shorter, and the page is not slowed by instrumentation a visitor's
 * browser does not run. `from` is the page the run starts from (about:blank where not given).
 */
export async function timingRun(
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
  from?: string,
): Promise<TimingOutcome> {
  const { default: config } = await import("lighthouse/core/config/default-config.js");
  const weighted = config.categories?.performance?.auditRefs.filter((audit) => audit.weight > 0);
  if (!weighted) throw new Error("Lighthouse's default configuration has no performance category");
  const lhr = await lighthouseRun(
    url,
    port,
    {
      onlyAudits: [
        ...weighted.map((audit) => audit.id),
        "network-requests",
        "mainthread-work-breakdown",
      ],
    },
    cpuSlowdownMultiplier,
    from,
  );
  return timingSample(lhr);
}

/**
 * The accessibility, best-practices and SEO scores (0 to 100) of one run over `url`; a run that
 * Lighthouse could not finish is tried once more.
 */
export async function categoryScores(url: string, port: number): Promise<CategoryScores> {
  const filter = { onlyCategories: Object.keys(scoredCategories) };
  const lhr = await lighthouseRun(url, port, filter).catch(() => lighthouseRun(url, port, filter));
  // Object.fromEntries types its keys as plain strings; they are the scored categories' ids.
  return Object.fromEntries(
    Object.keys(scoredCategories).map((id) => [
      id,
      Math.round((lhr.categories[id]?.score ?? 0) * 100),
    ]),
  ) as CategoryScores;
}
