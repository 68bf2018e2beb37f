import { homeText } from "@/content/home";
import { services } from "@/content/services";
import { ServiceCard } from "@/components/services/service-card";
import { SectionHeading } from "@/components/ui/section-heading";

const areas = services.filter((service) => service.categoryId === "service-areas");

export function ServicesSection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading {...homeText.services} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
