import type { z } from "zod";

import { choice, group, image, list, markdown, text, whole } from "./fields";
import { card, statistic } from "./shared";

/** The culture pictures scripts/pictures/culture.ts draws, public/images/culture/{name}.webp. */
export const culturePictureNames = ["workshop", "hackathon", "diwali", "offsite"] as const;

export type CulturePictureName = (typeof culturePictureNames)[number];

export const timelineEntry = group(
  {
    year: whole({ label: "Year", min: 1990, max: 2100 }),
    title: text({ label: "Title" }),
    description: text({ label: "Description", widget: "text" }),
  },
  { label: "Entry", summary: "{{fields.year}}: {{fields.title}}" },
);

/** The largest culture photo the page takes: a 4:3 photo of about 800 × 600 saved as WebP or JPEG. */
export const CULTURE_PHOTO_MAX_KILOBYTES = 150;

/**
 * One of the four pictures of Life @ Dunga: a photo of the team, uploaded in the editor, or
 * without one the drawn scene it names. Its description says which the visitor is shown: a
 * drawing is introduced as one ("Illustration of …"), a photo is not.
 */
export const culturePhoto = group(
  {
    picture: choice(culturePictureNames, {
      label: "Drawn scene",
      hint: "The drawing shown while there is no photo; a new drawn scene needs a developer.",
    }),
    photo: image({
      label: "Photo",
      hint: `A photo of the team at work or together, with their agreement, cropped 4:3 (such as 800 × 600), at most ${CULTURE_PHOTO_MAX_KILOBYTES} kB. Shown instead of the drawn scene.`,
      aspect: [4, 3],
      maxKilobytes: CULTURE_PHOTO_MAX_KILOBYTES,
    }).optional(),
    alt: text({
      label: "Description",
      hint: 'What the picture shows, for people who cannot see it. For a drawn scene it starts "Illustration of"; for a photo, say who is doing what, where.',
      widget: "text",
      min: 20,
      why: "describe the picture",
    }),
  },
  { label: "Culture picture", summary: "{{fields.picture}}" },
).superRefine((entry, context) => {
  const drawing = entry.alt.startsWith("Illustration");
  if (entry.photo === undefined && !drawing)
    context.addIssue({
      code: "custom",
      path: ["alt"],
      message:
        'must start with "Illustration", as the picture shown is the drawn scene (upload a photo to show one)',
    });
  if (entry.photo !== undefined && drawing)
    context.addIssue({
      code: "custom",
      path: ["alt"],
      message: 'starts with "Illustration", but the picture shown is the photo: say what it shows',
    });
});

/** In order, oldest first, one entry a year: a problem message per entry that breaks it. */
function checkYears(
  entries: readonly { year: number }[],
  path: string,
  context: z.RefinementCtx,
  oneAYear: boolean,
) {
  entries.forEach((entry, index) => {
    const before = entries[index - 1];
    if (!before) return;
    if (entry.year < before.year || (oneAYear && entry.year === before.year))
      context.addIssue({
        code: "custom",
        path: [path, index, "year"],
        message: `is ${entry.year}, after ${before.year} in the list; list the entries oldest first${oneAYear ? ", one a year" : ""}`,
      });
  });
}

/** content/data/about.json: the /about page's story, values, culture and timelines, and the home page's "About us". */
export const aboutFile = group({
  story: markdown({
    label: "Our story",
    hint: "Three paragraphs beside the mission and vision.",
    paragraphs: { min: 3, max: 3 },
  }),
  mission: text({ label: "Mission", widget: "text" }),
  vision: text({ label: "Vision", widget: "text" }),
  stats: list(statistic, { label: "Figures", length: 4 }),
  coreValues: list(card(), { label: "Core values", length: 4 }),
  cultureHighlights: list(card(), {
    label: "Culture highlights",
    length: 4,
  }),
  culturePhotos: list(culturePhoto, {
    label: "Culture pictures",
    length: 4,
  }),
  awards: list(timelineEntry, {
    label: "Awards",
    hint: "Highlights, oldest first and one a year; the full tally is the {awards} figure in Site settings.",
    min: 1,
  }),
  founding: group(
    {
      title: text({ label: "Title" }),
      description: text({ label: "Description", widget: "text" }),
    },
    {
      label: "Our journey: the founding",
      hint: "The journey's first entry; its year is the year founded in Site settings.",
    },
  ),
  milestones: list(timelineEntry, {
    label: "Our journey: milestones",
    hint: "The entries after the founding, oldest first.",
    min: 1,
  }),
}).superRefine((file, context) => {
  checkYears(file.awards, "awards", context, true);
  checkYears(file.milestones, "milestones", context, false);
});

export type TimelineEntry = z.infer<typeof timelineEntry>;
export type CulturePhoto = z.infer<typeof culturePhoto>;
export type AboutFile = z.infer<typeof aboutFile>;
