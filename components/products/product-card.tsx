import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { productHref } from "@/content/products";
import { common } from "@/content/sections";
import type { Product } from "@/content/types";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { MoreCue } from "@/components/ui/more-cue";

import { ProductBadges } from "./product-badges";

interface ProductCardProps {
  product: Product;
  /** h2 in the catalogue grid, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
}

/**
 * A compact product tile. On a phone it is one row (icon, title, industry and badges, an arrow), so
 * a screen shows six or seven products; from the small-tablet width up, where three tiles may share
 * a row, the icon sits above the text so the title and industry have the tile's whole width, and
 * the description and "Learn more" join.
 */
export function ProductCard({ product, headingLevel: Heading = "h3" }: ProductCardProps) {
  return (
    <Link
      href={productHref(product.id)}
      className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-4 sm:p-6`}
    >
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={product.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="text-base font-bold sm:text-lg">{product.title}</Heading>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {product.industry}
            </p>
            <ProductBadges product={product} />
          </div>
        </div>
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none sm:hidden"
        />
      </div>
      <div className="hidden flex-1 sm:mt-3 sm:block">
        <p className="text-sm">{product.description}</p>
      </div>
      <MoreCue className="text-sm max-sm:hidden sm:mt-5">{common.learnMore}</MoreCue>
    </Link>
  );
}
