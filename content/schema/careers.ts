import type { z } from "zod";

import { choice, group, id, list, text } from "./fields";
import { card } from "./shared";

/** The kinds of contract and places of work an opening may state. */
export const openingTypes = ["Full-time"] as const;
export const openingLocations = ["Ahmedabad / Hybrid"] as const;

export const opening = group(
  {
    id: id({
      label: "Id (its place on the page)",
      hint: "The role's anchor on /careers (/careers#{id}), lower case with dashes.",
    }),
    title: text({ label: "Role", max: 60, why: "fit the role card" }),
    type: choice(openingTypes, { label: "Contract" }),
    location: choice(openingLocations, { label: "Where" }),
    experience: text({ label: "Experience", hint: "A range of years, such as 2-4 years." }),
    summary: text({ label: "Summary", hint: "One or two sentences on the work.", widget: "text" }),
  },
  { label: "Opening", summary: "{{fields.title}}" },
);

/** content/data/careers.json: the open roles, the perks and how to apply on /careers. */
export const careersFile = group({
  openings: list(opening, {
    label: "Open roles",
    summary: "{{fields.title}}",
    min: 4,
    max: 5,
  }),
  perks: list(card("Perk"), { label: "Perks", summary: "{{fields.title}}", length: 4 }),
  applySteps: list(text({ label: "Step", widget: "text" }), {
    label: "How to apply",
    hint: "The first step names the careers email: write {careersEmail}.",
    length: 3,
  }),
}).superRefine((file, context) => {
  // Checked as visitors read it, {careersEmail} filled in (./validate.ts).
  if (!/\S+@\S+\.\S+/.test(file.applySteps[0] ?? ""))
    context.addIssue({
      code: "custom",
      path: ["applySteps", 0],
      message:
        "must name the careers email (write {careersEmail}), so applicants know where to write",
    });
});

export type Opening = z.infer<typeof opening>;
