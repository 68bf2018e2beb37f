import type { z } from "zod";

import { group, list, text } from "./fields";

export const processStep = group(
  {
    title: text({
      label: "Title",
      hint: "The five titles are fixed: Discovery, Strategy, Design & Development, Testing & Launch, Support & Growth.",
    }),
    description: text({ label: "Description", widget: "text" }),
  },
  { label: "Step", summary: "{{fields.title}}" },
);

/** content/data/process.json: how a project runs, step by step (numbered in this order). */
export const processFile = group({
  steps: list(processStep, { label: "Steps", length: 5 }),
});

export type ProcessStepEntry = z.infer<typeof processStep>;
/** A step as the pages use it: numbered by its place in the list (content/process.ts). */
export type ProcessStep = ProcessStepEntry & { number: number };
