// Which Lighthouse runs of `npm run budget` count, and how their medians are judged. On a shared
// virtual machine the host sometimes takes much of the CPU (steal time); a run measured meanwhile
// says more about the machine than the page. The limits are in config/budgets.ts.
import { readFileSync } from "node:fs";

/** Steal and all CPU time so far, in the clock ticks of /proc/stat. */
export interface CpuTimes {
  steal: number;
  total: number;
}

/** A run as judged here: the host's share of the CPU meanwhile, and why it failed, if it did. */
export interface Run {
  steal: number;
  error?: string;
}

/** A run that measured the page: one without an error. */
export type Measured<T extends Run> = Exclude<T, { error: string }>;

/** A page's timing medians: the performance score (0 to 100), LCP and TBT in ms. */
export interface Timings {
  perf: number;
  lcp: number;
  tbt: number;
}

/** How far a page's timing medians may be from the bare page's (config/budgets.ts). */
export interface TimingLimits {
  perfPointsBelowBare: number;
  lcp: { factor: number; extraMs: number };
  tbtExtraMs: number;
}

/**
 * Steal (CPU time the host gave to other guests while this one wanted it) and all CPU time so
 * far, from the first line of /proc/stat; null where there is no /proc/stat (not Linux).
 */
export function cpuTimes(stat = "/proc/stat"): CpuTimes | null {
  try {
    const [line = ""] = readFileSync(stat, "utf8").split("\n");
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const steal = fields[7];
    // A line of fewer than eight fields has no steal.
    if (steal === undefined || fields.some((value) => !Number.isFinite(value))) return null;
    return { steal, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** The share of CPU time, in percent, the host took between two readings (0 when unknown). */
export function stealPercent(before: CpuTimes | null, after: CpuTimes | null): number {
  return before && after && after.total > before.total
    ? (100 * (after.steal - before.steal)) / (after.total - before.total)
    : 0;
}

/** A run that measured the page while the host left the CPU (nearly) alone. */
export const isQuiet = (sample: Run, maxStealPercent: number): boolean =>
  !sample.error && sample.steal <= maxStealPercent;

/**
 * The runs a page's medians come from: its quiet ones, up to `upTo` (the bare page, measured more
 * often than a page, wants more), when there are at least `runs`; or else the `runs` least
 * disturbed of those that measured anything. Throws when none did.
 */
export function countedRuns<T extends Run>(
  taken: T[],
  runs: number,
  maxStealPercent: number,
  upTo = runs,
): Measured<T>[] {
  // A quiet run measured the page, as every run kept below did.
  const quiet = taken.filter((sample): sample is Measured<T> => isQuiet(sample, maxStealPercent));
  if (quiet.length >= runs) return quiet.slice(0, Math.max(runs, upTo));
  const measured = taken.filter((sample): sample is Measured<T> => !sample.error);
  if (measured.length === 0) {
    throw new Error(`not measured: ${taken.map((sample) => sample.error).join("; ")}`);
  }
  return [...measured].sort((a, b) => a.steal - b.steal).slice(0, runs);
}

/** The middle value, or the mean of the middle two of an even number (the bare page's count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // NaN for no values at all, as the arithmetic on missing ones would give.
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * What is over budget in a page's timing medians (performance score, LCP, TBT) against the bare
 * page's: one message each, none when the page is within them.
 */
export function timingProblems(page: Timings, bare: Timings, limits: TimingLimits): string[] {
  const problems: string[] = [];
  if (page.perf < bare.perf - limits.perfPointsBelowBare) {
    problems.push(`performance ${page.perf} < ${bare.perf} - ${limits.perfPointsBelowBare}`);
  }
  const lcpMax = limits.lcp.factor * bare.lcp + limits.lcp.extraMs;
  if (page.lcp > lcpMax) problems.push(`LCP ${page.lcp.toFixed(0)} ms > ${lcpMax.toFixed(0)} ms`);
  const tbtMax = bare.tbt + limits.tbtExtraMs;
  if (page.tbt > tbtMax) problems.push(`TBT ${page.tbt.toFixed(0)} ms > ${tbtMax.toFixed(0)} ms`);
  return problems;
}
