import type { z } from "zod";

import { group, list, text } from "./fields";
import { card } from "./shared";

export const teamPractice = card("Practice", { titleMax: 40 });

/** content/data/team.json: the "Our team" section of /about. */
export const teamFile = group({
  intro: list(text({ label: "Paragraph", widget: "text" }), {
    label: "Introduction",
    hint: "Two paragraphs: the first under the section's heading, the second above the list of who is on every project.",
    length: 2,
  }),
  practices: list(teamPractice, {
    label: "Practices",
    hint: "The cards in a row under the introduction.",
    summary: "{{fields.title}}",
    min: 1,
    max: 5,
  }),
  projectTeam: list(text({ label: "Member" }), {
    label: "Who is on every project",
    hint: "One line each: the role, then what they do for the client.",
    min: 1,
  }),
  leadership: text({ label: "Leadership", widget: "text" }),
});

export type TeamPractice = z.infer<typeof teamPractice>;
export type TeamFile = z.infer<typeof teamFile>;
