import { z } from "zod";

import { PORTRAIT_ASPECT, personSlug } from "../people";

import { group, id, image, list, text } from "./fields";
import { portraitLook } from "./portrait-look";

/** The largest portrait the page takes: a 4:5 photo of about 640 × 800 saved as WebP or JPEG. */
export const PORTRAIT_MAX_KILOBYTES = 150;

const linkedin = z
  .string({ error: () => "must be a link" })
  .regex(/^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/, {
    error: (issue) =>
      `is "${String(issue.input)}"; write the address of the person's own LinkedIn profile, such as https://www.linkedin.com/in/priya-raman`,
  })
  .meta({
    widget: "string",
    label: "LinkedIn profile",
    hint: "The address of their own profile, https://www.linkedin.com/in/…; leave empty for none.",
  });

export const teamPerson = group(
  {
    id: id({
      label: "Id (the person's name)",
      hint: "Their name in lower case with dashes, such as hardik-patel: the anchor of their card on /about (/about#hardik-patel), and what an article names as its author.",
      why: "as it is the anchor of their card on /about and names them as an article's author",
    }),
    name: text({ label: "Name", min: 3, max: 40, why: "fit under the portrait" }),
    role: text({
      label: "Role",
      hint: "Their title as it is on their LinkedIn profile, such as Lead, Mobile.",
      max: 40,
      why: "fit on one line of a card",
    }),
    bio: text({
      label: "One-line bio",
      hint: "What they do for clients, in a sentence.",
      widget: "text",
      max: 150,
      why: "keep the cards the same height",
    }),
    linkedin: linkedin.optional(),
    portrait: image({
      label: "Portrait",
      hint: `A photo, cropped ${PORTRAIT_ASPECT[0]}:${PORTRAIT_ASPECT[1]} (such as 640 × 800), at most ${PORTRAIT_MAX_KILOBYTES} kB, with their agreement. Without one, the site draws them (Drawn portrait, below).`,
      aspect: PORTRAIT_ASPECT,
      maxKilobytes: PORTRAIT_MAX_KILOBYTES,
    }).optional(),
    look: portraitLook.optional(),
  },
  { label: "Person", summary: "{{fields.name}}, {{fields.role}}" },
);

/** content/data/team.json: the "Our team" section of /about, and the people in the About band. */
export const teamFile = group({
  intro: list(text({ label: "Paragraph", widget: "text" }), {
    label: "Introduction",
    hint: "Two paragraphs: the first under the section's heading, the second above the list of who is on every project.",
    length: 2,
  }),
  leaders: list(teamPerson, {
    label: "Leadership",
    hint: "The founders who run the company, shown large and in the page's band.",
    summary: "{{fields.name}}",
    min: 1,
    max: 3,
  }),
  leads: list(teamPerson, {
    label: "Practice leads",
    hint: "The grid under the leadership, four across on wide screens.",
    min: 1,
    max: 12,
  }),
  projectTeam: list(text({ label: "Member" }), {
    label: "Who is on every project",
    hint: "One line each: the role, then what they do for the client.",
    min: 1,
  }),
  leadership: text({ label: "Leadership", widget: "text" }),
}).superRefine((file, context) => {
  // Each person's drawn card is a file named after them: two people of one name would share it.
  // Their id is their card's anchor and an author's link: two people may not share one either.
  const seen = new Map<string, string>();
  const ids = new Set<string>();
  for (const [listName, people] of [
    ["leaders", file.leaders],
    ["leads", file.leads],
  ] as const)
    people.forEach((person, index) => {
      if (ids.has(person.id))
        context.addIssue({
          code: "custom",
          path: [listName, index, "id"],
          message: `"${person.id}" is already the id of another person; every person needs their own, as it is their card's anchor on /about`,
        });
      ids.add(person.id);
      const slug = personSlug(person.name);
      const first = seen.get(slug);
      if (first)
        context.addIssue({
          code: "custom",
          path: [listName, index, "name"],
          message: `"${person.name}" is already the name of ${first}; add a middle initial so each person has their own card`,
        });
      else seen.set(slug, `${listName === "leaders" ? "a leader" : "a practice lead"}`);
    });
});

export type TeamPerson = z.infer<typeof teamPerson>;
export type TeamFile = z.infer<typeof teamFile>;
