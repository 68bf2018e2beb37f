import type { z } from "zod";

import { group, href, icon, text } from "./fields";

/**
 * Shapes several content files share, stated once: a link, a card with an icon, a figure with a
 * label. content/types.ts takes their types from here.
 */

interface LinkOptions {
  hint?: string;
  /** What the CMS calls its words: "Link text", "Button text". */
  text?: string;
  /** Most characters, and what for (a button's words fit on it). */
  max?: number;
  why?: string;
}

/** A link or button: its words and the page it opens. */
export function link(label: string, options: LinkOptions = {}) {
  const { hint, text: textLabel = "Link text", max, why } = options;
  return group(
    {
      label: text({ label: textLabel, max, why }),
      href: href({
        label: "Opens",
        hint: "A page of this site, such as /quote, or a full https:// address.",
      }),
    },
    { label, hint, summary: "{{fields.label}}" },
  );
}

/** A card: a title, a sentence and an icon (core values, perks, practices, philosophy points …). */
export function card(label = "Card", options: { titleMax?: number } = {}) {
  return group(
    {
      title: text({ label: "Title", max: options.titleMax }),
      description: text({ label: "Description", widget: "text" }),
      icon: icon(),
    },
    { label, summary: "{{fields.title}}" },
  );
}

/** A figure with its label, usually a headline figure in braces. */
export const statistic = group(
  {
    value: text({
      label: "Figure",
      hint: "A headline figure in braces, such as {projects}, so it matches the rest of the site.",
    }),
    label: text({ label: "Label", max: 30, why: "fit under the figure" }),
    icon: icon(),
  },
  { label: "Figure", summary: "{{fields.label}}" },
);

/**
 * What something costs, as the visitor reads it: a support plan, an engagement model, a product.
 * Optional wherever it is used: without one, the card asks for a quote as it does today.
 */
export const price = group(
  {
    amount: text({
      label: "Amount",
      hint: "With its currency, as a visitor reads it: ₹45,000, $2,400 or From ₹3,50,000.",
      max: 20,
      why: "stand on one line",
    }),
    per: text({
      label: "Per",
      hint: "What the amount is for, such as a month or a developer a month; leave empty for a one-off price.",
      max: 28,
      why: "stand on one line beside the amount",
    }).optional(),
  },
  {
    label: "Price",
    hint: "Leave empty to show no price: visitors then ask for one.",
    summary: "{{fields.amount}} {{fields.per}}",
  },
);

export type Link = z.infer<ReturnType<typeof link>>;
export type Feature = z.infer<ReturnType<typeof card>>;
export type Statistic = z.infer<typeof statistic>;
export type Price = z.infer<typeof price>;

/** A picture as a page shows it: its file, what it shows, and its size. */
export interface Picture {
  /** Path under public/, e.g. "/images/portfolio/foodie.webp". */
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * The file in several widths (an `srcset`: "/a-600.webp 600w, /a.webp 1200w"), where the build
   * draws them, so that a phone fetches a smaller one.
   */
  srcSet?: string;
  /**
   * The same widths as AVIF, about 40 % lighter than WebP for the drawn mock-ups: offered first to
   * browsers that read it, with `srcSet` for the others.
   */
  avifSrcSet?: string;
}
