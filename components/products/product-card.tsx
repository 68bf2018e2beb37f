import Link from "next/link";
import { ArrowRight, BadgeCheck } from "lucide-react";

import { productHref } from "@/content/products";
import { shippedProject } from "@/content/catalogue-links";
import { common, productsText } from "@/content/sections";
import type { Product } from "@/content/types";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { MoreCue } from "@/components/ui/more-cue";
import { Picture } from "@/components/ui/picture";
import { cardPicture } from "@/content/product-pictures";

import { ProductBadges } from "./product-badges";

interface ProductCardProps {
  product: Product;
  /** h2 in the catalogue grid, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
  /** On the first screen: its picture loads at once instead of lazily. */
  priority?: boolean;
  /**
   * Up to which width the card is a row: phones (`sm`, the default), or tablets too (`lg`), where
   * a long list (the catalogue's thirty) reads better as rows than as a tall grid of cards.
   */
  rowsUntil?: "sm" | "lg";
}

/**
 * The classes of the card's parts in its two forms, the row (below `sm` or `lg`) and the card
 * (from there up), written out whole for each breakpoint so the style build finds them.
 */
const FORMS = {
  sm: {
    card: "sm:flex-col @min-[40rem]:flex-row",
    frame:
      "w-28 min-[360px]:w-32 sm:w-full sm:border-r-0 sm:border-b @min-[40rem]:w-1/2 @min-[40rem]:border-r @min-[40rem]:border-b-0",
    body: "sm:justify-start sm:p-6 @min-[40rem]:justify-center",
    arrow: "sm:hidden",
    client: "sm:flex",
    description: "sm:block",
    more: "max-sm:hidden sm:mt-5",
  },
  lg: {
    card: "lg:flex-col",
    frame: "w-28 min-[360px]:w-32 sm:w-28 md:w-36 lg:w-full lg:border-r-0 lg:border-b",
    body: "lg:justify-start lg:p-6",
    // Phones only: two rows to a line on tablets leave no room for it beside the name.
    arrow: "sm:hidden",
    client: "lg:flex",
    description: "lg:block",
    more: "max-lg:hidden lg:mt-5",
  },
} as const;

/**
 * A product: its apps' screens (drawn from its content by scripts/pictures/products.ts) above
 * its title, industry and badges, and the client it was shipped for where it names one.
 *
 * - As a row (on phones; in the catalogue, on tablets too) the picture is a thumbnail beside the
 *   title and an arrow, so thirty products are a list a visitor can scan (as stacked cards they
 *   ran to 13,000 px at 390 px, and 11,700 px at 768 px in two columns); its badge stands beside
 *   its industry and the client is left to the band above, so every row is as tall as its words.
 * - As a card the picture stands above the whole description, never cut (the cards of a row grow
 *   to the longest, and "Learn more" lines up at their feet).
 * - A card alone in its row, 40rem wide or more (an odd count in two columns), sets its picture
 *   beside its words again, half the card, rather than stand 700 px tall.
 *
 * The picture keeps its own 8:5 at every width, so its devices are never cut: on a phone, a
 * thumbnail cropped to 4:3 and stretched to the row's height sliced through them.
 */
export function ProductCard({
  product,
  headingLevel: Heading = "h3",
  priority,
  rowsUntil = "sm",
}: ProductCardProps) {
  const project = shippedProject(product);
  const form = FORMS[rowsUntil];
  return (
    <Link
      href={productHref(product.id)}
      className={`${cardClass} ${cardHoverClass} group relative flex w-full overflow-hidden ${form.card}`}
    >
      {/* The picture's ground runs the row's whole height, the picture centred in it: alone,
          it left white bands above and below it in a row taller than it. */}
      <div
        className={`flex shrink-0 items-center border-r border-slate-200 bg-slate-50 ${form.frame}`}
      >
        <Picture
          picture={cardPicture(product)}
          priority={priority}
          className="aspect-[8/5] w-full object-cover"
        />
      </div>
      <div className={`flex min-w-0 flex-1 flex-col justify-center p-4 ${form.body}`}>
        <div className="flex items-center gap-4">
          <div className="min-w-0 flex-1">
            <Heading className="text-base font-bold sm:text-lg">{product.title}</Heading>
            <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="caps-label">{product.industry}</p>
              {/* Beside the industry, in the row's words as on the card: on the thumbnail's corner
                  it covered the devices drawn there. Where the two do not fit one line the badge
                  takes a line of its own, and its row is that much taller. */}
              <ProductBadges product={product} />
            </div>
          </div>
          <ArrowRight
            aria-hidden="true"
            className={`size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none ${form.arrow}`}
          />
        </div>
        {/* The client it was shipped for: proof that the platform runs in a business. */}
        {/* Not as a row, where the catalogue's rows are its names: the band above it shows the
            same products with their clients, large. */}
        {project && (
          <p
            className={`mt-3 hidden items-start gap-1.5 text-sm font-semibold text-slate-800 ${form.client}`}
          >
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-new" />
            {productsText.shippedFor(project.clientName)}
          </p>
        )}
        <p className={`mt-3 hidden flex-1 text-sm ${form.description}`}>{product.description}</p>
        <MoreCue className={`text-sm ${form.more}`}>{common.learnMore}</MoreCue>
      </div>
    </Link>
  );
}
