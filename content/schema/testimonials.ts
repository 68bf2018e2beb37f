import type { z } from "zod";

import type { Picture } from "./shared";

import { group, id, image, order, text } from "./fields";
import { portraitLook } from "./portrait-look";

/**
 * content/testimonials/{id}.json: one client's quote on the home, About and Portfolio pages, and on
 * the case study of the project it names.
 */
export const testimonialEntry = group(
  {
    id: id({
      label: "Id (the person's name)",
      hint: "The person's name in lower case with dashes, such as priya-raman: the entry's file name, and, without a photo, the name of the card drawn for them by scripts/pictures/avatars.ts.",
      why: "as it names the entry's file and the card drawn for the person",
    }),
    order: order(),
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
    project: id({
      label: "Project",
      hint: "The id of the project in Projects this quote is about (such as spicetrail-store): its case study shows the quote.",
      why: "as it names an entry of Projects",
    }).optional(),
    photo: image({
      label: "Photo",
      hint: "The person's photo, shown small and round instead of the drawing, with their agreement.",
      aspect: [1, 1],
      maxKilobytes: 100,
    }).optional(),
    look: portraitLook.optional(),
  },
  { label: "Testimonial" },
);

export type TestimonialEntry = z.infer<typeof testimonialEntry>;

/**
 * A testimonial as the pages use it (content/testimonials.ts): the person's photo, or else the
 * card drawn for them by scripts/pictures/avatars.ts (from their look, or their initials).
 */
export type Testimonial = Omit<TestimonialEntry, "id" | "order" | "photo" | "look"> & {
  avatar: Picture;
};
