import { cpuSlowdown } from "./cpu-slowdown";

const calibration = { slowdown: 4, referenceBareWorkMs: 200, range: { min: 1, max: 8 } };

describe("cpuSlowdown", () => {
  it("keeps the preset's slowdown on a host as fast as the reference", () => {
    expect(cpuSlowdown([210, 200, 190], calibration).slowdown).toBe(4);
  });

  it("slows a host that starts the bare page twice as slowly half as much", () => {
    expect(cpuSlowdown([420, 400, 380], calibration).slowdown).toBe(2);
  });

  it("slows a faster host more, so the phone it emulates stays the same", () => {
    expect(cpuSlowdown([100, 100, 100], calibration).slowdown).toBe(8);
  });

  it("stays within its range", () => {
    expect(cpuSlowdown([2000], calibration).slowdown).toBe(1);
    expect(cpuSlowdown([20], calibration).slowdown).toBe(8);
  });

  it("goes by the median run, so neither a run slowed by other work nor one at the host's best sets it", () => {
    expect(cpuSlowdown([1600, 400, 390], calibration)).toEqual({ slowdown: 2, workMs: 400 });
    // A CI run's calibration: the fastest, 324 ms, would have set 2.5x.
    expect(cpuSlowdown([447, 324, 474, 444, 409], calibration)).toEqual({
      slowdown: 1.8,
      workMs: 444,
    });
  });

  it("refuses to guess without a measurement", () => {
    expect(() => cpuSlowdown([], calibration)).toThrow("not measured");
    expect(() => cpuSlowdown([NaN, 0], calibration)).toThrow("not measured");
  });
});
