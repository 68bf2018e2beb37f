import type { Picture } from "./types";

/**
 * What the site derives from a person's name: the file name of their drawn portrait card and the
 * initials on it when their entry does not describe how to draw them. Shared by the pages (content/team.ts) and the generator that draws the cards
 * (scripts/pictures/portraits.ts), so a person added in the editor gets a card under the name the
 * page asks for.
 */

/** Titles written before a name, left out of the initials. */
const HONORIFICS = new Set(["dr", "mr", "mrs", "ms", "prof", "shri", "smt"]);

/** The name in lower case, accents dropped, words joined by dashes: "Dr Priya Raman" → "dr-priya-raman". */
export function personSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The first letters of the first and last words of the name, titles aside: "Dr Priya Raman" → "PR". */
export function personInitials(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9\s]/g, "")
    .split(/\s+/)
    .filter((word) => word && !HONORIFICS.has(word.toLowerCase()));
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1] ?? "") : "";
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** The frame of a person's portrait on the page, width to height; uploads must have this shape. */
export const PORTRAIT_ASPECT = [4, 5] as const;

/** The drawn cards' size in pixels (4:5). */
export const PORTRAIT_SIZE = { width: 320, height: 400 } as const;

/** Where the generator writes a person's drawn card, under public/. */
export function drawnPortraitSrc(name: string): string {
  return `/images/team/${personSlug(name)}.svg`;
}

/**
 * A person's picture: their uploaded portrait when there is one, described as such; otherwise
 * their drawn card (an illustration of them, or their initials), decorative beside their name.
 */
export function portraitOf(name: string, upload: string | undefined): Picture {
  return upload
    ? { src: upload, alt: `Portrait of ${name}`, ...PORTRAIT_SIZE }
    : { src: drawnPortraitSrc(name), alt: "", ...PORTRAIT_SIZE };
}
