import { productDetailText } from "@/content/sections";
import type { Product } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { cardClass } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import { ChipList } from "@/components/ui/chip-list";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { modulePicture } from "@/content/product-pictures";
import { moduleIcon } from "./module-icon";

import { ProductBadges } from "./product-badges";

interface ProductOverviewProps {
  product: Product;
}

/** A summary card beside what the product includes: its apps, then its features. */
export function ProductOverview({ product }: ProductOverviewProps) {
  const text = productDetailText.overview;
  return (
    <section aria-labelledby="modules-heading" className="py-14 lg:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-16">
        <aside
          aria-label={text.summaryLabel}
          className={`${cardClass} flex flex-col p-8 lg:sticky lg:top-24 lg:self-start`}
        >
          <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-700 to-violet text-white shadow-md shadow-brand-700/20">
            <Icon name={product.icon} className="size-8" />
          </span>
          <p className="mt-5 text-xl font-bold text-slate-900">{product.title}</p>
          <ProductBadges product={product} className="mt-3" />
          <dl className="mt-6 grid gap-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{text.industry}</dt>
              <dd className="mt-1">{product.industry}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{text.platforms}</dt>
              <dd className="mt-2">
                <ChipList chips={product.platforms.map((label) => ({ label }))} />
              </dd>
            </div>
          </dl>
          <ButtonLink href={text.button.href} variant="accent" className="mt-8">
            {text.button.label}
          </ButtonLink>
        </aside>
        <div>
          <h2 id="modules-heading" className="text-3xl font-bold sm:text-4xl">
            {text.modules.title}
          </h2>
          <p className="mt-3 text-lg">{text.modules.description(product.modules.length)}</p>
          <CardGrid max={2} className="mt-8">
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
                  // The first row sits just under the band on wide screens.
                  priority={index < 2}
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
          <h2 className="mt-14 text-3xl font-bold sm:text-4xl">{text.features}</h2>
          <CheckList items={product.features} className="mt-8 sm:grid-cols-2" />
        </div>
      </div>
    </section>
  );
}
