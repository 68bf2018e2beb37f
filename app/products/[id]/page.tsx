import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getProduct, productHref, products } from "@/content/products";
import { productDetailText as text, productsText } from "@/content/sections";
import { ProductCard } from "@/components/products/product-card";
import { ProductFacts, ProductOverview } from "@/components/products/product-overview";
import { CtaSection } from "@/components/sections/cta-section";
import { DetailSection } from "@/components/sections/detail-section";
import { ProductHeroArt } from "@/components/products/hero-art";
import { CardGrid } from "@/components/ui/card-grid";
import { PageHero } from "@/components/sections/page-hero";
import { relatedProducts, shippedProject } from "@/content/catalogue-links";
import { ProjectArticle } from "@/components/portfolio/project-article";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/content/seo";
import { breadcrumbs, service } from "@/content/structured-data";
import { alternatingGrounds } from "@/lib/grounds";
import { ProcessSection } from "@/components/sections/process-section";

interface ProductPageProps {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ id: product.id }));
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = getProduct((await params).id);
  if (!product) return {};
  return pageMetadata({
    path: productHref(product.id),
    title: product.title,
    description: product.description,
  });
}

export default async function ProductPage({ params }: ProductPageProps) {
  const product = getProduct((await params).id);
  if (!product) notFound();
  const project = shippedProject(product);
  // Under the white overview, the sections shown take turns on the tint.
  const tinted = alternatingGrounds(
    [
      ["shipped", project !== undefined],
      ["process", true],
      ["others", true],
    ],
    true,
  );

  return (
    <>
      {/* A platform customised and launched for the client: a service, not a product for sale. */}
      <JsonLd
        data={[
          service({
            path: productHref(product.id),
            name: product.title,
            description: product.description,
            serviceType: `${product.industry} app development`,
            category: product.industry,
          }),
          breadcrumbs(productHref(product.id), product.title),
        ]}
      />
      <PageHero
        tone="paper"
        wideArt
        art={<ProductHeroArt product={product} />}
        tabletArt
        eyebrow={text.eyebrow(product.industry)}
        title={product.title}
        description={product.description}
        actions={text.actions}
      >
        <ProductFacts product={product} />
      </PageHero>
      <ProductOverview product={product} />
      {/* The client's project it was shipped as: the platform running in a business. */}
      {project && (
        <DetailSection
          id="shipped"
          title={text.shipped.title(project.clientName)}
          description={text.shipped.description}
          tinted={tinted.shipped}
        >
          <div className="mt-10">
            <ProjectArticle project={project} />
          </div>
        </DetailSection>
      )}
      <ProcessSection
        heading={productsText.adoption}
        steps={productsText.adoption.steps}
        tone={tinted.process ? "paper" : "light"}
      />
      <DetailSection id="other-products" {...text.others} tinted={tinted.others}>
        <CardGrid className="mt-10">
          {relatedProducts(product).map((other) => (
            <ProductCard key={other.id} product={other} />
          ))}
        </CardGrid>
      </DetailSection>
      <CtaSection {...text.cta(product.title)} />
    </>
  );
}
