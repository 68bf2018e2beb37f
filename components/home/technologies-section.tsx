import Link from "next/link";

import { homeAnchors, homeText } from "@/content/home";
import { featuredTechnologies, technologyHref } from "@/content/technologies";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { FilterableGrid } from "./filterable-grid";
import { Section } from "@/components/sections/section";
import { technologyFilter, technologyFilters } from "@/content/filter-lists";
import { TechnologyIcon } from "@/components/technologies/technology-icon";

export function TechnologiesSection() {
  return (
    <Section
      id={homeAnchors.technologies}
      scrollMargin="scroll-mt-20"
      tone="quiet"
      heading={homeText.technologies}
    >
      <div className="mt-10">
        <FilterableGrid
          list={technologyFilter.id}
          label={homeText.technologies.filterLabel}
          filters={technologyFilters(featuredTechnologies)}
          itemTags={technologyFilter.tags.map((tags) => [...tags])}
          tiles={technologyFilter.tiles}
        >
          {featuredTechnologies.map((technology) => (
            <Link
              key={technology.id}
              href={technologyHref(technology.id)}
              className={`${cardClass} ${cardHoverClass} flex w-full flex-col items-center px-2 py-4 text-center lg:p-6`}
            >
              <TechnologyIcon id={technology.id} size={48} />
              <span className="mt-3 font-semibold text-slate-900 lg:mt-4">{technology.name}</span>
            </Link>
          ))}
        </FilterableGrid>
      </div>
    </Section>
  );
}
