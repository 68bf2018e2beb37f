// Reads content/data/careers.json, edited in the CMS as "Careers".
import data from "./data/careers.json";
import { fillAll } from "./placeholders";
import type { Opening } from "./schema/careers";
import type { Feature } from "./types";

const file = fillAll(data);

export type { Opening };

export const openings = file.openings as Opening[];

export const perks = file.perks as Feature[];

export const applySteps: string[] = file.applySteps;
