import type { Picture, Testimonial } from "./types";

/** Monogram avatars drawn by scripts/pictures/avatars.mjs, with the initials of the slug. */
function monogram(slug: string, name: string): Picture {
  return {
    src: `/images/avatars/${slug}.svg`,
    alt: `Monogram of ${name}'s initials`,
    width: 96,
    height: 96,
  };
}

export const testimonials: Testimonial[] = [
  {
    quote:
      "Dunga took us from wholesale-only to a proper online store in five months. They asked hard questions about shipping and GST before writing any code, and the weekly demos meant nothing at launch was a surprise.",
    author: "Aarav Mehta",
    position: "Founder, SpiceTrail Exports",
    avatar: monogram("aarav-mehta", "Aarav Mehta"),
    avatarColour: "#4338ca",
  },
  {
    quote:
      "Patients now book and pay from their phones, and our reception phone lines are finally quiet. What stood out was how carefully the team handled our hospital system and our patients' data.",
    author: "Dr Priya Raman",
    position: "Director of Operations, Sanjeevani Multispeciality Hospitals",
    avatar: monogram("priya-raman", "Dr Priya Raman"),
    avatarColour: "#0f766e",
  },
  {
    quote:
      "We were wary of AI in claims. Dunga built a tool that drafts the work and leaves every decision with our handlers, and they measured its accuracy with us before we relied on it. The time difference across continents was never a problem.",
    author: "Daniel Whitaker",
    position: "Head of Claims Operations, Northbridge Assurance",
    avatar: monogram("daniel-whitaker", "Daniel Whitaker"),
    avatarColour: "#7c3aed",
  },
];
