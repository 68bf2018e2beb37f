import type { z } from "zod";

import type { Picture } from "./shared";

import { group, id, image, order, text } from "./fields";

/**
 * content/testimonials/{id}.json: one client's quote on the home, About and Portfolio pages, and on
 * the case study of the project it names.
 */
export const testimonialEntry = group(
  {
    id: id({
      label: "Id (the person's name)",
      hint: "The person's name in lower case with dashes, such as priya-raman: the entry's file name.",
      why: "as it names the entry's file",
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
      hint: "Named with the person's role; above the quote stands the logo of the project's client, or, for a quote that names no project, this name set large.",
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
      hint: "The person's photo, shown small and round beside their name, with their agreement. Without one, the name and role stand alone: no drawing stands in for a client.",
      aspect: [1, 1],
      maxKilobytes: 100,
    }).optional(),
  },
  { label: "Testimonial" },
);

export type TestimonialEntry = z.infer<typeof testimonialEntry>;

/**
 * A testimonial as the pages use it (content/testimonials.ts): the person's photo, when one was
 * uploaded.
 */
export type Testimonial = Omit<TestimonialEntry, "id" | "order" | "photo"> & {
  avatar?: Picture;
};
