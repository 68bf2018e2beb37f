import { servicesText } from "@/content/sections";
import type { ServiceCategory } from "@/content/services";
import type { Service } from "@/content/types";
import { CardGridWithEnd } from "@/components/ui/card-grid-end";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

import { ServiceCard } from "./service-card";
import { serviceHref } from "@/content/services";
import { ArrowLink } from "@/components/ui/arrow-link";
import { EndTile } from "@/components/ui/end-tile";
import { practiceLead } from "@/content/team";

interface ServiceCategorySectionProps {
  category: ServiceCategory;
  services: Service[];
  /** The service area page that covers this whole category, linked under its heading. */
  overview?: Service;
  tinted?: boolean;
  /** The first section under the band: its pictures are near the first screen and load at once. */
  priority?: boolean;
}

export function ServiceCategorySection({
  category,
  services,
  overview,
  tinted = false,
  priority = false,
}: ServiceCategorySectionProps) {
  return (
    <section
      id={category.id}
      aria-labelledby={`${category.id}-heading`}
      className={cn("scroll-mt-20 section", tinted && "bg-slate-50")}
    >
      <div className="container-page">
        <SectionHeading
          id={`${category.id}-heading`}
          title={category.name}
          description={category.description}
          align="left"
        />
        {overview && (
          <ArrowLink href={serviceHref(overview.id)} className="mt-4">
            {servicesText.overviewLink(overview.name)}
          </ArrowLink>
        )}
        <CardGridWithEnd
          max={4}
          className="mt-10"
          end={
            <EndTile
              {...category.ask}
              link={servicesText.endTileLink}
              person={{ person: practiceLead(category.lead), label: servicesText.answeredBy }}
            />
          }
        >
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} priority={priority} />
          ))}
        </CardGridWithEnd>
      </div>
    </section>
  );
}
