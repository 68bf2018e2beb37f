import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { productHref } from "@/content/products";
import type { Product } from "@/content/types";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";

import { ProductBadges } from "./product-badges";

interface ProductCardProps {
  product: Product;
  /** h2 in the catalogue grid, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
}

/**
 * A compact product tile: on a phone one row of icon, title, industry, badges and "Learn more", so
 * a screen shows six or seven products; from the small-tablet width up the description joins.
 */
export function ProductCard({ product, headingLevel: Heading = "h3" }: ProductCardProps) {
  return (
    <Link
      href={productHref(product.id)}
      className={`${cardClass} ${cardHoverClass} group grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 p-4 sm:grid-rows-[auto_1fr_auto] sm:p-6`}
    >
      <span className="row-span-2 grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:row-span-1">
        <Icon name={product.icon} className="size-6" />
      </span>
      <div className="row-span-2 sm:row-span-1">
        <Heading className="text-base font-bold sm:text-lg">{product.title}</Heading>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {product.industry}
        </p>
      </div>
      <ProductBadges product={product} className="col-start-3 row-start-1 justify-self-end" />
      <div className="hidden self-start sm:col-span-3 sm:mt-3 sm:block">
        <p className="line-clamp-3 text-sm">{product.description}</p>
      </div>
      <span className="col-start-3 row-start-2 inline-flex items-center gap-1 self-end justify-self-end text-sm font-semibold text-brand-700 sm:col-span-3 sm:col-start-1 sm:row-start-3 sm:mt-5 sm:justify-self-start">
        Learn more
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </span>
    </Link>
  );
}
