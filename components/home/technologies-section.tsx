import Link from "next/link";

import { homeAnchors, homeText } from "@/content/home";
import { featuredTechnologies } from "@/content/technologies";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { FilterableGrid } from "./filterable-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import { technologyFilters } from "@/content/filter-lists";
import { technologyFilter } from "@/content/filter-lists";

export function TechnologiesSection() {
  return (
    <section id={homeAnchors.technologies} className="scroll-mt-20 bg-slate-50 section">
      <div className="container-page">
        <SectionHeading
          eyebrow={homeText.technologies.eyebrow}
          title={homeText.technologies.title}
          description={homeText.technologies.description}
        />
        <div className="mt-10">
          <FilterableGrid
            list={technologyFilter.id}
            label={homeText.technologies.filterLabel}
            filters={technologyFilters(featuredTechnologies)}
            itemTags={technologyFilter.tags.map((tags) => [...tags])}
            max={4}
          >
            {featuredTechnologies.map((technology) => (
              <Link
                key={technology.id}
                href={`/technologies/${technology.id}`}
                className={`${cardClass} ${cardHoverClass} flex w-full items-center gap-4 p-5 sm:flex-col sm:gap-0 sm:p-6 sm:text-center`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG in public/ */}
                <img
                  src={`/icons/tech/${technology.id}.svg`}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12"
                />
                <span className="font-semibold text-slate-900 sm:mt-4">{technology.name}</span>
              </Link>
            ))}
          </FilterableGrid>
        </div>
      </div>
    </section>
  );
}
