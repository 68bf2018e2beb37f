import { homeText } from "@/content/home";
import { services } from "@/content/services";
import { ServiceCard } from "@/components/services/service-card";
import { CardGrid } from "@/components/ui/card-grid";
import { Section } from "@/components/sections/section";

const areas = services.filter((service) => service.categoryId === "service-areas");

export function ServicesSection() {
  return (
    <Section heading={homeText.services}>
      <CardGrid className="mt-12">
        {areas.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </CardGrid>
    </Section>
  );
}
