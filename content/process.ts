import data from "./data/process.json";
import { fillAll } from "./placeholders";
import type { ProcessStep } from "./schema/process";

/**
 * How a project runs, from content/data/process.json (edited in the CMS as "Process"). Steps are
 * numbered by their place in the list.
 */
export const processSteps: ProcessStep[] = fillAll(data.steps).map((step, index) => ({
  number: index + 1,
  ...step,
}));
