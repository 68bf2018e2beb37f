import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";

import { products } from "@/content/products";
import { ProductCard } from "@/components/products/product-card";
import { ProductCatalogue } from "@/components/products/product-catalogue";
import { searchable } from "@/lib/products";
import { CtaSection } from "@/components/sections/cta-section";
import { PageHero } from "@/components/sections/page-hero";

export const metadata: Metadata = staticPageMetadata("/products");

export default function ProductsPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/products" />
      <PageHero
        eyebrow="Products"
        title="Our Product Solutions"
        description={`${products.length} ready-made app platforms that we customise to your brand, workflows and market, then launch and support.`}
      />
      <section aria-label="Product catalogue" className="pt-12 lg:pt-16">
        <div className="container-page">
          <ProductCatalogue products={products.map(searchable)}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} headingLevel="h2" />
            ))}
          </ProductCatalogue>
        </div>
      </section>
      <CtaSection
        title="Need a Custom Solution?"
        description="Every business is different. Tell us what you need and we will adapt one of our products or build something new around your workflows."
        primary={{ label: "Get a Custom Quote", href: "/quote" }}
        secondary={{ label: "Contact Us", href: "/contact" }}
      />
    </>
  );
}
