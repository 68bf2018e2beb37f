import { z } from "zod";

import type { Picture } from "../types";

import { colour, group, image, list, text } from "./fields";

export const testimonialEntry = group(
  {
    quote: text({
      label: "Quote",
      hint: "The client's words, as they agreed to have them published.",
      widget: "text",
    }),
    author: text({ label: "Name", max: 40 }),
    role: text({ label: "Role", hint: "Their job title, such as Founder." }),
    company: text({ label: "Company" }),
    avatar: z
      .string({ error: () => "must be text" })
      .regex(/^[a-z]+(-[a-z]+)*$/, {
        error: (issue) =>
          `is "${String(issue.input)}"; write the person's name in lower-case letters joined by dashes, such as priya-raman`,
      })
      .meta({
        widget: "string",
        label: "Avatar name",
        hint: "The person's name in lower case with dashes (priya-raman): the picture is /images/avatars/{this}.svg, drawn with the initials of its words by scripts/pictures/avatars.ts.",
      }),
    photo: image({
      label: "Photo (optional)",
      hint: "The person's photo, shown small and round instead of the monogram, with their agreement.",
      aspect: [1, 1],
      maxKilobytes: 100,
    }).optional(),
    avatarColour: colour(
      "Avatar colour",
      "The circle behind the initials, such as #4338ca; dark enough for white letters.",
    ),
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
 * A testimonial as the pages use it (content/testimonials.ts): "Role, Company" as its position, and
 * the monogram avatar picture drawn on the avatar colour by scripts/pictures/avatars.ts.
 */
export type Testimonial = Omit<TestimonialEntry, "role" | "company" | "avatar" | "photo"> & {
  position: string;
  avatar: Picture;
};
