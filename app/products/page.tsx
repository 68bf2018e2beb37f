import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { products } from "@/content/products";
import { PRODUCT_CATALOGUE_ID, productsText } from "@/content/sections";
import { ProductCard } from "@/components/products/product-card";
import { ProductCatalogue } from "@/components/products/product-catalogue";
import { ShippedProducts } from "@/components/products/shipped-products";
import { searchable } from "@/lib/products";
import { CtaSection } from "@/components/sections/cta-section";
import { ProductsHeroArt } from "@/components/products/hero-art";
import { PageHero } from "@/components/sections/page-hero";
import { ProcessSection } from "@/components/sections/process-section";

export const metadata: Metadata = staticPageMetadata("/products");

export default function ProductsPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/products" />
      <PageHero
        tone="paper"
        wideArt
        tabletArt
        art={<ProductsHeroArt />}
        {...productsText.hero}
        actions={productsText.actions}
      />
      <ShippedProducts products={products} />
      <section
        id={PRODUCT_CATALOGUE_ID}
        aria-label={productsText.catalogueLabel}
        className="pt-12 pb-16 lg:pt-16 lg:pb-24"
      >
        <div className="container-page">
          <ProductCatalogue products={products.map(searchable)}>
            {/* Below the shipped products' band: the pictures load as they near the screen. */}
            {products.map((product) => (
              <ProductCard key={product.id} product={product} headingLevel="h2" rowsUntil="lg" />
            ))}
          </ProductCatalogue>
        </div>
      </section>
      <ProcessSection
        tone="paper"
        heading={productsText.adoption}
        steps={productsText.adoption.steps}
      />
      <CtaSection {...productsText.cta} />
    </>
  );
}
