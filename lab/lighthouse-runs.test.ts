import { timingSample, type TimingResult } from "./lighthouse-runs";

const metrics = { fcp: 900, lcp: 1100, tbt: 180, cls: 0.002, si: 1000 };

/** A timing run's result as Lighthouse reports it, with the given request list. */
function result(items: unknown[] | undefined, score: number | null = 0.93): TimingResult {
  return {
    configSettings: { throttling: { cpuSlowdownMultiplier: 2 } },
    categories: { performance: { score } },
    audits: {
      "first-contentful-paint": { numericValue: metrics.fcp },
      "largest-contentful-paint": { numericValue: metrics.lcp },
      "total-blocking-time": { numericValue: metrics.tbt },
      "cumulative-layout-shift": { numericValue: metrics.cls },
      "speed-index": { numericValue: metrics.si },
      "network-requests": { details: { items } },
      // As slowed: 2x the host's own 450 ms.
      "mainthread-work-breakdown": { numericValue: 900 },
    },
  };
}

describe("timingSample", () => {
  it("reads the score, the budgeted metrics, the scripts' kilobytes and the host's own work", () => {
    const sample = timingSample(
      result([
        { resourceType: "Document", transferSize: 30_000 },
        { resourceType: "Script", transferSize: 2048 },
        { resourceType: "Script", transferSize: 1024 },
        { resourceType: "Stylesheet", transferSize: 9000 },
        // A script served from the memory cache transfers nothing.
        { resourceType: "Script" },
      ]),
    );
    expect(sample).toEqual({ perf: 93, lcp: 1100, tbt: 180, cls: 0.002, js: 3, work: 450 });
  });

  it("is an error naming what is missing, with Lighthouse's reason, when a run failed", () => {
    const failed = result([]);
    failed.categories.performance = { score: null };
    failed.audits["total-blocking-time"] = {
      errorMessage: "Something went wrong with recording the trace (NO_NAVSTART)",
    };
    expect(timingSample(failed)).toEqual({
      error: "no perf, tbt: Something went wrong with recording the trace (NO_NAVSTART)",
    });
  });

  it("is an error without the request list the JavaScript total comes from", () => {
    expect(timingSample(result(undefined))).toEqual({ error: "no requests" });
  });
});
