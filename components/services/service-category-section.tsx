import type { ServiceCategory } from "@/content/services";
import type { Service } from "@/content/types";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

import { ServiceCard } from "./service-card";

interface ServiceCategorySectionProps {
  category: ServiceCategory;
  services: Service[];
  tinted?: boolean;
}

export function ServiceCategorySection({
  category,
  services,
  tinted = false,
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
        <ul
          className={cn(
            "mt-10 grid gap-6 sm:grid-cols-2",
            // Four cards read better as one row (or two pairs) than as three and an orphan.
            services.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3",
          )}
        >
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
