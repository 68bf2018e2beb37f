// Reads content/testimonials/, one file per quote, edited in the CMS as "Testimonials".
import { readEntries } from "./entries";
import { fillAll } from "./placeholders";
import type { Testimonial, TestimonialEntry } from "./schema/testimonials";
import type { Picture } from "./types";

/** The size of the drawn avatar cards, square, shown small and round. */
export const AVATAR_SIZE = 192;

/**
 * The card drawn by scripts/pictures/avatars.ts: the person as the entry's look describes them,
 * or the initials of the slug's words.
 */
function drawn(slug: string, name: string, figure: boolean): Picture {
  return {
    src: `/images/avatars/${slug}.svg`,
    alt: figure ? `Drawing of ${name}` : `Monogram of ${name}'s initials`,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  };
}

export const testimonials: Testimonial[] = fillAll(
  readEntries<TestimonialEntry>("content/testimonials"),
).map(({ id, photo, look, quote, author, role, company, project }) => ({
  quote,
  author,
  role,
  company,
  ...(project ? { project } : {}),
  avatar: photo
    ? { src: photo, alt: `Photo of ${author}`, width: 96, height: 96 }
    : drawn(id, author, Boolean(look)),
}));

/** The client's words about one project, when a testimonial names it (the first in order). */
export function testimonialFor(projectId: string): Testimonial | undefined {
  return testimonials.find((testimonial) => testimonial.project === projectId);
}
