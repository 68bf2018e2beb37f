import { productDetailText } from "@/content/sections";
import type { Product } from "@/content/types";
import { CheckList } from "@/components/ui/check-list";
import { ChipList } from "@/components/ui/chip-list";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { Price } from "@/components/ui/price";
import { modulePicture } from "@/content/product-pictures";
import { cn } from "@/lib/cn";
import { moduleIcon } from "./module-icon";

import { ProductBadges } from "./product-badges";

interface ProductOverviewProps {
  product: Product;
}

/**
 * The product's facts for its band: its badges, the platforms it ships on and, where the content
 * gives one, its price (its industry is the band's small line, so it is not repeated).
 */
export function ProductFacts({ product }: ProductOverviewProps) {
  const text = productDetailText.overview;
  return (
    <div className="mt-6">
      {/*
        The badges, the platforms' name and the platforms are one run of balanced pill rows (the
        list's boxes step aside with `contents`), so a badge wraps with the platforms: as two boxes
        side by side, five platforms took the line under a badge and left it alone on its own.
        The list's `contents` is marked important over the rows' own inline boxes for their items.
      */}
      <div className="pill-rows">
        <ProductBadges product={product} className="inline-flex" />
        <dl className="contents! text-sm">
          {/*
            Named for screen readers only on phones, where the pills need the room. After a
            badge, a rule between them: run together, "HOT Platforms" read as one label.
          */}
          <dt
            className={cn(
              "sr-only font-semibold text-(--band-fg) sm:not-sr-only sm:m-1 sm:mr-2 sm:inline-flex sm:align-middle",
              (product.isNew || product.isHot) &&
                "sm:ml-2 sm:border-l sm:border-(--band-line) sm:pl-3",
            )}
          >
            {text.platforms}
          </dt>
          <dd className="contents">
            <ChipList chips={product.platforms.map((label) => ({ label }))} joined />
          </dd>
        </dl>
      </div>
      <Price price={product.price} tone="band" className="mt-5" />
    </div>
  );
}

/** What the product includes, the page's whole width: its apps, then its features. */
export function ProductOverview({ product }: ProductOverviewProps) {
  const text = productDetailText.overview;
  return (
    <section aria-labelledby="modules-heading" className="py-14 lg:py-20">
      <div className="container-page">
        <h2 id="modules-heading" className="text-3xl font-bold sm:text-4xl">
          {text.modules.title}
        </h2>
        <p className="mt-3 text-lg">{text.modules.description(product.modules.length)}</p>
        <CardGrid className="mt-8">
          {product.modules.map((module, index) => (
            <figure
              key={module}
              className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50"
            >
              {/*
                One composition per app, the card's whole width: the picture is drawn on the
                card's own paper, a phone whole at the top and running off into the caption, a
                browser running off the right and bottom edges. Sized by its width and height
                (5:4), so nothing shifts.
              */}
              <Picture
                picture={modulePicture(product, module)}
                // The first row sits just under the band.
                priority={index < 3}
                className="h-auto w-full"
              />
              <figcaption className="flex items-center gap-3 border-t border-slate-200 bg-white p-5 font-semibold text-slate-800">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={moduleIcon(module)} className="size-5" />
                </span>
                {module}
              </figcaption>
            </figure>
          ))}
        </CardGrid>
        {/* The features as one panel, so six short lines read as a block, not as notes. */}
        <div className="mt-14 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-10">
          <h2 className="text-3xl font-bold sm:text-4xl">{text.features}</h2>
          <CheckList
            items={product.features}
            ruled
            className="mt-6 sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </div>
    </section>
  );
}
