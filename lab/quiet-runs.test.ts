import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { countedRuns, cpuTimes, isQuiet, median, stealPercent, timingProblems } from "./quiet-runs";

describe("cpuTimes", () => {
  it("reads the steal and the total from the first line of /proc/stat", () => {
    const stat = path.join(mkdtempSync(path.join(tmpdir(), "stat-")), "stat");
    writeFileSync(stat, "cpu  100 5 50 800 10 0 5 30 7 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n");
    // user nice system idle iowait irq softirq steal; guest (7) is already in user.
    expect(cpuTimes(stat)).toEqual({ steal: 30, total: 1000 });
  });

  it("gives null where there is no such file, so every run counts as quiet", () => {
    expect(cpuTimes("/no/such/stat")).toBeNull();
    expect(stealPercent(null, null)).toBe(0);
  });
});

describe("stealPercent", () => {
  it("is the host's share of the CPU time between two readings", () => {
    expect(stealPercent({ steal: 30, total: 1000 }, { steal: 80, total: 1500 })).toBe(10);
  });
});

describe("countedRuns", () => {
  const run = (steal: number, tbt: number, error?: string) => ({ steal, tbt, error });

  it("takes the first quiet runs and leaves the disturbed ones out", () => {
    const taken = [run(12, 900), run(1, 200), run(0.5, 210), run(25, 1400), run(2, 190)];
    expect(countedRuns(taken, 3, 3).map((r) => r.tbt)).toEqual([200, 210, 190]);
  });

  it("falls back to the least disturbed runs that measured anything when too few were quiet", () => {
    const taken = [run(12, 900), run(0, 0, "NO_NAVSTART"), run(1, 200), run(6, 400), run(30, 1500)];
    const counted = countedRuns(taken, 3, 3);
    expect(counted.map((r) => r.tbt)).toEqual([200, 400, 900]);
    expect(counted.filter((r) => isQuiet(r, 3))).toHaveLength(1);
  });

  it("takes every quiet run up to the number wanted, once there are enough to judge", () => {
    const taken = [run(1, 200), run(9, 800), run(0, 180), run(2, 260), run(1, 230), run(0, 210)];
    // The bare page wants up to nine; five quiet runs are enough to judge and all of them count.
    expect(countedRuns(taken, 3, 3, 9).map((r) => r.tbt)).toEqual([200, 180, 260, 230, 210]);
    expect(countedRuns(taken, 3, 3, 4).map((r) => r.tbt)).toEqual([200, 180, 260, 230]);
    // Two quiet runs are too few: the three least disturbed, one of them not quiet.
    expect(countedRuns(taken.slice(0, 3), 3, 3, 9).map((r) => r.tbt)).toEqual([180, 200, 800]);
  });

  it("never counts a failed run as quiet, and says why when no run measured the page", () => {
    expect(isQuiet(run(0, 0, "NO_NAVSTART"), 3)).toBe(false);
    expect(() => countedRuns([run(0, 0, "NO_NAVSTART")], 3, 3)).toThrow("NO_NAVSTART");
  });
});

describe("median", () => {
  it("is the middle run of an odd number and the mean of the middle two of an even one", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([260, 180, 230, 200])).toBe(215);
  });
});

describe("timingProblems", () => {
  const limits = { perfPointsBelowBare: 2, lcp: { factor: 1.3, extraMs: 300 }, tbtExtraMs: 60 };
  const bare = { perf: 95, lcp: 1000, tbt: 250 };

  it("finds nothing in a page within every limit, up to each limit itself", () => {
    expect(timingProblems({ perf: 93, lcp: 1600, tbt: 310 }, bare, limits)).toEqual([]);
  });

  it("names each timing over its limit against the bare page", () => {
    expect(timingProblems({ perf: 92, lcp: 1601, tbt: 311 }, bare, limits)).toEqual([
      "performance 92 < 95 - 2",
      "LCP 1601 ms > 1600 ms",
      "TBT 311 ms > 310 ms",
    ]);
  });
});
