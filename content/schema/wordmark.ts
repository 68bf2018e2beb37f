import type { z } from "zod";

import { choice, group, text } from "./fields";

/**
 * The letterings scripts/pictures/wordmark.ts can set a client's name in, each a face with its own
 * case, spacing and slant, so no two clients in the row of logos look alike.
 */
export const wordmarkStyleIds = [
  "serif",
  "rounded",
  "heavy-italic",
  "display",
  "classic-capitals",
  "italic-serif",
  "geometric",
  "friendly",
] as const;

/** The marks it can draw beside the name, or none. */
export const wordmarkMarkIds = [
  "leaf",
  "cross",
  "arrow",
  "ball",
  "arch",
  "shield",
  "peaks",
  "sprout",
  "loop",
  "drop",
  "spark",
  "wave",
  "none",
] as const;

export type WordmarkStyle = (typeof wordmarkStyleIds)[number];
export type WordmarkMark = (typeof wordmarkMarkIds)[number];

/**
 * How a client's wordmark is drawn when the project has no logo of theirs: the name lettered in
 * one of the styles above, a line under it in small capitals, and a mark beside it.
 */
export const wordmark = group(
  {
    name: text({
      label: "Name as lettered",
      hint: "The name the wordmark spells, as the client writes it, such as SpiceTrail. Without it, the client's short name.",
      max: 18,
      why: "stand as one line in a logo",
    }).optional(),
    descriptor: text({
      label: "Line under the name",
      hint: "A few words set small in capitals under the name, such as Exports or Heritage Hotels; leave empty for none.",
      max: 24,
      why: "stand under the name",
    }).optional(),
    style: choice(wordmarkStyleIds, {
      label: "Lettering",
      hint: "The face and its manner: serif, rounded, heavy italic capitals, display, classic spaced capitals, italic serif, geometric lower case or friendly lower case.",
    }),
    mark: choice(wordmarkMarkIds, {
      label: "Mark",
      hint: "The small symbol beside the name, or none.",
    }),
  },
  { label: "Drawn wordmark" },
);

export type Wordmark = z.infer<typeof wordmark>;
