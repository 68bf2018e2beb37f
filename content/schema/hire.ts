import type { z } from "zod";

import { group, icon, id, list, text } from "./fields";
import { price } from "./shared";

export const hireRole = group(
  {
    id: id({
      label: "Id (its anchor on /hire)",
      hint: "The hire menu links to /hire#{id}; changing it breaks links to the role.",
    }),
    title: text({ label: "Role", max: 40 }),
    description: text({ label: "Description", widget: "text" }),
    skills: list(text({ label: "Skill" }), { label: "Skills", min: 4, max: 6 }),
    lead: id({
      label: "Vetted by",
      hint: "The id of the practice lead (Team, Practice leads) who interviews and backs everyone in this role, such as karan-trivedi: their drawing or portrait, name and role stand on the card.",
      why: "as it names a person of the team",
    }),
    icon: icon(),
  },
  { label: "Role", summary: "{{fields.title}}" },
);

export const engagementModel = group(
  {
    title: text({ label: "Model", max: 40 }),
    description: text({ label: "Description", widget: "text" }),
    icon: icon(),
    price: price.optional(),
  },
  { label: "Engagement model", summary: "{{fields.title}}" },
);

export const hiringStep = group(
  {
    title: text({ label: "Step", max: 40 }),
    description: text({ label: "Description", widget: "text" }),
  },
  { label: "Step", summary: "{{fields.title}}" },
);

/** content/data/hire.json: the roles of the hire menu and /hire, how clients engage, and the steps. */
export const hireFile = group({
  roles: list(hireRole, {
    label: "Roles",
    hint: "The hire menu and /hire list them in this order.",
    min: 1,
  }),
  engagementModels: list(engagementModel, { label: "Engagement models", min: 1 }),
  hiringSteps: list(hiringStep, {
    label: "Hiring steps",
    hint: "Numbered in this order on /hire.",
    min: 1,
  }),
});

export type HireRole = z.infer<typeof hireRole>;
export type EngagementModel = z.infer<typeof engagementModel>;
export type HiringStep = z.infer<typeof hiringStep>;
export type HireFile = z.infer<typeof hireFile>;
