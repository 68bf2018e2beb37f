// Reads content/testimonials/, one file per quote, edited in the CMS as "Testimonials".
import { readEntries } from "./entries";
import { fillAll } from "./placeholders";
import type { Testimonial, TestimonialEntry } from "./schema/testimonials";

export const testimonials: Testimonial[] = fillAll(
  readEntries<TestimonialEntry>("content/testimonials"),
).map(({ photo, quote, author, role, company, project }) => ({
  quote,
  author,
  role,
  company,
  ...(project ? { project } : {}),
  // A client is shown by their photo or not at all: a drawing in their place read as invented.
  ...(photo ? { avatar: { src: photo, alt: `Photo of ${author}`, width: 96, height: 96 } } : {}),
}));

/** The client's words about one project, when a testimonial names it (the first in order). */
export function testimonialFor(projectId: string): Testimonial | undefined {
  return testimonials.find((testimonial) => testimonial.project === projectId);
}
