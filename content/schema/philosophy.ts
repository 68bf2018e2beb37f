import type { z } from "zod";

import { group, list } from "./fields";
import { card } from "./shared";

export const philosophyPoint = card("Point");

/** content/data/philosophy.json: the home page's five points of the business philosophy. */
export const philosophyFile = group({
  points: list(philosophyPoint, { label: "Points", summary: "{{fields.title}}", length: 5 }),
});

export type PhilosophyPoint = z.infer<typeof philosophyPoint>;
