// Reads content/data/testimonials.json, edited in the CMS as "Testimonials".
import data from "./data/testimonials.json";
import { fillAll } from "./placeholders";
import type { Testimonial, TestimonialEntry } from "./schema/testimonials";
import type { Picture } from "./types";

/** Monogram avatars drawn by scripts/pictures/avatars.ts, with the initials of the slug. */
function monogram(slug: string, name: string): Picture {
  return {
    src: `/images/avatars/${slug}.svg`,
    alt: `Monogram of ${name}'s initials`,
    width: 96,
    height: 96,
  };
}

export const testimonials: Testimonial[] = fillAll(data.testimonials as TestimonialEntry[]).map(
  ({ quote, author, role, company, avatar, photo, avatarColour }) => ({
    quote,
    author,
    position: `${role}, ${company}`,
    avatar: photo
      ? { src: photo, alt: `Photo of ${author}`, width: 96, height: 96 }
      : monogram(avatar, author),
    avatarColour,
  }),
);
