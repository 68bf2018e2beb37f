// How much `npm run budget` slows the CPU for its timing runs: the host's speed at starting the
// bare page, set against the host the limits were set on (`cpu` in config/budgets.ts says why).
import { median } from "./quiet-runs";

/** The calibration's settings: `cpu` in config/budgets.ts. */
export interface CpuCalibration {
  slowdown: number;
  referenceBareWorkMs: number;
  range: { min: number; max: number };
}

/**
 * The CPU slowdown for the timing runs, to one decimal, and the host's work it came from:
 * `slowdown` on a host that does the bare page's main-thread work (`bareWorkMs`, each run's at no
 * slowdown) in the reference time, less on a slower host and more on a faster one, within `range`.
 * The host's time is its runs' median: the timing runs that follow meet the host as it usually is,
 * not at its best; two of five runs slowed by other work cannot move the median past the slowest
 * of the other three. Throws without a measurement.
 */
export function cpuSlowdown(
  bareWorkMs: number[],
  calibration: CpuCalibration,
): { slowdown: number; workMs: number } {
  const work = median(bareWorkMs.filter((ms) => Number.isFinite(ms) && ms > 0));
  if (!Number.isFinite(work)) throw new Error("the bare page's main-thread work was not measured");
  const { slowdown: preset, referenceBareWorkMs, range } = calibration;
  const calibrated = (preset * referenceBareWorkMs) / work;
  return {
    slowdown: Math.round(10 * Math.min(range.max, Math.max(range.min, calibrated))) / 10,
    workMs: work,
  };
}
