import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { servicesText } from "@/content/sections";
import { serviceCategories } from "@/content/services";
import { CtaSection } from "@/components/sections/cta-section";
import { ProcessSection } from "@/components/sections/process-section";
import { ServiceCategorySection } from "@/components/services/service-category-section";
import { JumpLinks } from "@/components/ui/jump-links";
import { ServicesHeroArt } from "@/components/services/hero-art";
import { PageHero } from "@/components/sections/page-hero";
import { servicesByCategory } from "@/content/catalogue-links";

export const metadata: Metadata = staticPageMetadata("/services");

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/services" />
      <PageHero art={<ServicesHeroArt />} {...servicesText.hero}>
        <JumpLinks
          label={servicesText.jumpLinksLabel}
          links={serviceCategories.map((category) => ({
            label: category.name,
            href: `#${category.id}`,
          }))}
        />
      </PageHero>
      {servicesByCategory().map(({ category, services, overview }, index) => (
        <ServiceCategorySection
          key={category.id}
          category={category}
          services={services}
          overview={overview}
          tinted={index % 2 === 1}
          priority={index === 0}
        />
      ))}
      <ProcessSection />
      <CtaSection {...servicesText.cta} />
    </>
  );
}
