import { services } from "@/content/services";
import { ServiceCard } from "@/components/services/service-card";
import { SectionHeading } from "@/components/ui/section-heading";

const areas = services.filter((service) => service.categoryId === "service-areas");

export function ServicesSection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading
          eyebrow="Services"
          title="What We Build for You"
          description="From the first prototype to a platform serving millions, one team covers design, engineering and operations."
        />
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
