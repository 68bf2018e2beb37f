import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";

import { figures } from "@/content/site";
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
      <PageHero
        eyebrow="Services"
        title="Software, Design and Growth Services Under One Roof"
        description={`From a first website to enterprise platforms, one team designs, builds and runs your product. ${figures.projects} projects delivered for clients in ${figures.countries} countries.`}
      >
        <JumpLinks
          label="Service categories"
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
      <CtaSection
        title="Not Sure Which Service You Need?"
        description="Tell us what you want to achieve. We will suggest the right mix of services and send a proposal with scope, timeline and cost."
        primary={{ label: "Get a Quote", href: "/quote" }}
        secondary={{ label: "Contact Us", href: "/contact" }}
      />
    </>
  );
}
