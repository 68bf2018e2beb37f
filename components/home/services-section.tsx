import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { services } from "@/content/services";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
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
              <Link
                href={`/services/${service.id}`}
                className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-8`}
              >
                <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={service.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{service.name}</h3>
                <p className="mt-3 flex-1">{service.description}</p>
                <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700">
                  Learn more
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
