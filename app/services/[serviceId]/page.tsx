import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { serviceDetailText as text } from "@/content/sections";
import { getService, serviceHref, services } from "@/content/services";
import { relatedServices } from "@/content/catalogue-links";
import { CtaSection } from "@/components/sections/cta-section";
import { CaseStudies } from "@/components/services/case-studies";
import { RelatedServices } from "@/components/services/related-services";
import { ServiceHighlights } from "@/components/services/service-highlights";
import { ServiceOverview } from "@/components/services/service-overview";
import { ServiceHeroArt } from "@/components/services/hero-art";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/content/seo";
import { serviceArt } from "@/content/service-art";
import { breadcrumbs, service as serviceData } from "@/content/structured-data";

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
  return pageMetadata({
    path: serviceHref(service.id),
    title: service.name,
    description: service.description,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = await serviceFrom(params);
  if (!service) notFound();

  return (
    <>
      <JsonLd
        data={[
          serviceData({
            path: serviceHref(service.id),
            name: service.name,
            description: service.description,
            serviceType: service.name,
            category: service.category,
            image: serviceArt(service).src,
          }),
          breadcrumbs(serviceHref(service.id), service.name),
        ]}
      />
      <PageHero
        eyebrow={service.category}
        title={service.name}
        description={service.description}
        art={<ServiceHeroArt service={service} />}
        actions={text.actions}
      />
      <ServiceOverview service={service} />
      <ServiceHighlights service={service} />
      <CaseStudies studies={service.caseStudies} />
      <RelatedServices services={relatedServices(service)} />
      <CtaSection {...text.cta(service.name)} />
    </>
  );
}
