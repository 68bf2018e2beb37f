export interface CpuTimes {
  steal: number;
  total: number;
}
export interface Run {
  steal: number;
  error?: string;
}
export function cpuTimes(stat?: string): CpuTimes | null;
export function stealPercent(before: CpuTimes | null, after: CpuTimes | null): number;
export function isQuiet(sample: Run, maxStealPercent: number): boolean;
export function countedRuns<T extends Run>(
  taken: T[],
  runs: number,
  maxStealPercent: number,
  upTo?: number,
): T[];
export function median(values: number[]): number;
export interface Timings {
  perf: number;
  lcp: number;
  tbt: number;
}
export function timingProblems(
  page: Timings,
  bare: Timings,
  limits: {
    perfPointsBelowBare: number;
    lcp: { factor: number; extraMs: number };
    tbtExtraMs: number;
  },
): string[];
