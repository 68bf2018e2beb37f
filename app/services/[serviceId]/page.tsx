import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { homeAnchors } from "@/content/home";
import { site } from "@/content/site";
import { getService, relatedServices, services } from "@/content/services";
import { CtaSection } from "@/components/sections/cta-section";
import { CaseStudies } from "@/components/services/case-studies";
import { RelatedServices } from "@/components/services/related-services";
import { ServiceHighlights } from "@/components/services/service-highlights";
import { ServiceJsonLd } from "@/components/services/service-json-ld";
import { ServiceOverview } from "@/components/services/service-overview";
import { ServiceTechStack } from "@/components/services/service-tech-stack";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";

interface ServicePageProps {
  params: Promise<{ serviceId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ serviceId: service.id }));
}

/** The export hands over ids percent-encoded ("ai-%26-machine-learning"); content uses "&". */
async function serviceFrom(params: ServicePageProps["params"]) {
  const { serviceId } = await params;
  return getService(decodeURIComponent(serviceId));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = await serviceFrom(params);
  if (!service) return {};
  return {
    title: service.name,
    description: service.description,
    alternates: { canonical: `/services/${service.id}` },
  };
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = await serviceFrom(params);
  if (!service) notFound();

  return (
    <>
      <ServiceJsonLd service={service} />
      <PageHero eyebrow={service.category} title={service.name} description={service.description}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/quote" variant="accent">
            Get a Quote
          </ButtonLink>
          <ButtonLink href="/services" variant="light">
            All Services
          </ButtonLink>
        </div>
      </PageHero>
      <ServiceOverview service={service} />
      <ServiceHighlights service={service} />
      <ServiceTechStack service={service} />
      <CaseStudies studies={service.caseStudies} />
      <RelatedServices services={relatedServices(service)} />
      <CtaSection
        title={`Let's Talk About Your ${service.name} Project`}
        description={`Tell us where you are and what you need, and a senior engineer will suggest next steps. ${site.responsePromise}`}
        primary={{ label: "Get in Touch", href: `/#${homeAnchors.contact}` }}
        secondary={{ label: "Request a Quote", href: "/quote" }}
      />
    </>
  );
}
