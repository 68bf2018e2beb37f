export const scoredCategories: Record<"accessibility" | "best-practices" | "seo", string>;
export interface TimingSample {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
}
/** The parts of a Lighthouse result `timingSample` reads. */
export interface TimingResult {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; errorMessage?: string; details?: { items?: unknown[] } } | undefined
  >;
}
export function timingSample(lhr: TimingResult): TimingSample | { error: string };
export function lighthouseRun(url: string, port: number, filter: object): Promise<unknown>;
export function timingRun(url: string, port: number): Promise<TimingSample | { error: string }>;
export function categoryScores(
  url: string,
  port: number,
): Promise<Record<"accessibility" | "best-practices" | "seo", number>>;
