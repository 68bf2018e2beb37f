import { homeText } from "@/content/home";
import { services } from "@/content/services";
import { ServiceCard } from "@/components/services/service-card";
import { CardGrid } from "@/components/ui/card-grid";
import { SectionHeading } from "@/components/ui/section-heading";

const areas = services.filter((service) => service.categoryId === "service-areas");

export function ServicesSection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading {...homeText.services} />
        <CardGrid className="mt-12">
          {areas.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
