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

export function ProductCard({ product, headingLevel: Heading = "h3" }: ProductCardProps) {
  return (
    <Link
      href={productHref(product.id)}
      className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-6`}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={product.icon} className="size-6" />
        </span>
        <ProductBadges product={product} />
      </div>
      <Heading className="mt-5 text-lg font-bold">{product.title}</Heading>
      <p className="mt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {product.industry}
      </p>
      <div className="mt-3 flex-1">
        <p className="line-clamp-3 text-sm">{product.description}</p>
      </div>
      <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        Learn more
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </span>
    </Link>
  );
}
