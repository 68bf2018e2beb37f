import { homeAnchors, homeText } from "@/content/home";
import { portfolioCategories, portfolioProjects } from "@/content/portfolio";
import { portfolioFilter } from "@/content/filter-lists";
import { ButtonLink } from "@/components/ui/button-link";
import { FilterableGrid } from "./filterable-grid";
import { Section } from "@/components/sections/section";
import { PROJECT_CARD_ROWS, ProjectCard } from "@/components/portfolio/project-card";

export function PortfolioSection() {
  return (
    <Section id={homeAnchors.portfolio} scrollMargin="scroll-mt-20" heading={homeText.portfolio}>
      <div className="mt-10">
        <FilterableGrid
          list={portfolioFilter.id}
          label={homeText.portfolio.filterLabel}
          filters={portfolioCategories}
          itemTags={portfolioFilter.tags.map((tags) => [...tags])}
          max={4}
          rows={PROJECT_CARD_ROWS}
        >
          {portfolioProjects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </FilterableGrid>
      </div>
      <div className="mt-10 text-center">
        <ButtonLink href={homeText.portfolio.all.href} variant="outline">
          {homeText.portfolio.all.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
