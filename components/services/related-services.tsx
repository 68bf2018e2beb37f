import { serviceDetailText } from "@/content/sections";
import type { Service } from "@/content/types";

import { DetailSection } from "@/components/sections/detail-section";
import { CardGrid } from "@/components/ui/card-grid";
import { ServiceCard } from "./service-card";

interface RelatedServicesProps {
  services: Service[];
}

export function RelatedServices({ services }: RelatedServicesProps) {
  if (services.length === 0) return null;
  return (
    <DetailSection
      id="other-services"
      title={serviceDetailText.related.title}
      description={serviceDetailText.related.description}
    >
      <CardGrid className="mt-10">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </CardGrid>
    </DetailSection>
  );
}
