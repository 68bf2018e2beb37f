import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";

import { servicesText } from "@/content/sections";
import { serviceCategories, services } from "@/content/services";
import { CtaSection } from "@/components/sections/cta-section";
import { ProcessSection } from "@/components/sections/process-section";
import { ServiceCategorySection } from "@/components/services/service-category-section";
import { JumpLinks } from "@/components/ui/jump-links";
import { PageHero } from "@/components/sections/page-hero";

export const metadata: Metadata = staticPageMetadata("/services");

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/services" />
      <PageHero {...servicesText.hero}>
        <JumpLinks
          label={servicesText.jumpLinksLabel}
          links={serviceCategories.map((category) => ({
            label: category.name,
            href: `#${category.id}`,
          }))}
        />
      </PageHero>
      {serviceCategories.map((category, index) => (
        <ServiceCategorySection
          key={category.id}
          category={category}
          services={services.filter((service) => service.categoryId === category.id)}
          tinted={index % 2 === 1}
        />
      ))}
      <ProcessSection />
      <CtaSection {...servicesText.cta} />
    </>
  );
}
