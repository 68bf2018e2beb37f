// The faces a sharing card (/og/{slug}.png) is drawn in, read by its route at build time
// (app/og/[card]/route.tsx): Inter, the site's text face, in fontsource's Latin subset and its
// Latin Extended one, which holds the rupee sign and the accented letters. The card's drawer
// (satori) draws in the one face of the card's family closest to each weight, then takes a
// character it lacks from the first face of another family that has it: so each subset is a
// family of its own. For a character no face has it asks Google Fonts, which a build offline
// cannot reach, and draws an empty box in its place.

/** The subsets, in the order a character is looked for in them. */
export const shareCardSubsets = ["latin", "latin-ext"] as const;

/** A subset's family name: the first is the card's own ("Inter", share-card.tsx). */
export const shareCardFamily = (subset: (typeof shareCardSubsets)[number]) =>
  subset === shareCardSubsets[0] ? "Inter" : `Inter ${subset}`;

/** The weights the card uses (components/seo/share-card.tsx). */
export const shareCardWeights = [400, 600, 800] as const;

/** A face's file, from the project's root. */
export const shareCardFontFile = (subset: (typeof shareCardSubsets)[number], weight: number) =>
  `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
