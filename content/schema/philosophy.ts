import type { z } from "zod";

import { group, icon, list, text } from "./fields";

/** One point; the same shape as `Feature` in content/types.ts, which other pages share. */
export const philosophyPoint = group(
  {
    title: text({ label: "Title" }),
    description: text({ label: "Description", widget: "text" }),
    icon: icon(),
  },
  { label: "Point", summary: "{{fields.title}}" },
);

/** content/data/philosophy.json: the home page's five points of the business philosophy. */
export const philosophyFile = group({
  points: list(philosophyPoint, { label: "Points", summary: "{{fields.title}}", length: 5 }),
});

export type PhilosophyPoint = z.infer<typeof philosophyPoint>;
