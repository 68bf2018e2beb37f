import { z } from "zod";

import type { Picture } from "../types";

import { group, image, list, text } from "./fields";

export const testimonialEntry = group(
  {
    quote: text({
      label: "Quote",
      hint: "The client's words, as they agreed to have them published.",
      widget: "text",
    }),
    author: text({ label: "Name", max: 40 }),
    role: text({ label: "Role", hint: "Their job title, such as Founder." }),
    company: text({
      label: "Company",
      hint: "Set large above the quote, as the company's name line.",
      max: 40,
      why: "fit the name line on two lines at most",
    }),
    avatar: z
      .string({ error: () => "must be text" })
      .regex(/^[a-z]+(-[a-z]+)*$/, {
        error: (issue) =>
          `is "${String(issue.input)}"; write the person's name in lower-case letters joined by dashes, such as priya-raman`,
      })
      .meta({
        widget: "string",
        label: "Avatar name",
        hint: "The person's name in lower case with dashes (priya-raman): without a photo, the picture is /images/avatars/{this}.svg, a card with the initials of its words drawn by scripts/pictures/avatars.ts.",
      }),
    photo: image({
      label: "Photo (optional)",
      hint: "The person's photo, shown small and round instead of the monogram, with their agreement.",
      aspect: [1, 1],
      maxKilobytes: 100,
    }).optional(),
  },
  { label: "Testimonial", summary: "{{fields.author}}, {{fields.company}}" },
);

/** content/data/testimonials.json: the three client quotes on the home and portfolio pages. */
export const testimonialsFile = group({
  testimonials: list(testimonialEntry, {
    label: "Testimonials",
    summary: "{{fields.author}}, {{fields.company}}",
    length: 3,
  }),
});

export type TestimonialEntry = z.infer<typeof testimonialEntry>;

/**
 * A testimonial as the pages use it (content/testimonials.ts): the person's photo, or else the
 * card with their initials drawn by scripts/pictures/avatars.ts.
 */
export type Testimonial = Omit<TestimonialEntry, "avatar" | "photo"> & { avatar: Picture };
