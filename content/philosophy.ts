import data from "./data/philosophy.json";
import { fillAll } from "./placeholders";
import type { Feature } from "./types";

/**
 * The five points of the business philosophy, from content/data/philosophy.json (edited in the
 * CMS as "Business philosophy").
 */
export const philosophy: Feature[] = fillAll(data.points as Feature[]);
