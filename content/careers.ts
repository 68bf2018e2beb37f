// Reads content/data/careers.json, edited in the CMS as "Careers". The open roles are
// content/jobs/ (content/jobs.ts).
import data from "./data/careers.json";
import { fillAll } from "./placeholders";
import type { Feature } from "./types";

const file = fillAll(data);

export const perks = file.perks as Feature[];

export const applySteps: string[] = file.applySteps;
