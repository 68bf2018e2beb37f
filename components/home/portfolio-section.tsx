import { homeAnchors } from "@/content/home";
import { portfolioCategories, portfolioProjects } from "@/content/portfolio";
import { ButtonLink } from "@/components/ui/button-link";
import { FilterableGrid } from "./filterable-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import { ProjectCard } from "@/components/portfolio/project-card";

export function PortfolioSection() {
  return (
    <section id={homeAnchors.portfolio} className="scroll-mt-20 bg-slate-50 section">
      <div className="container-page">
        <SectionHeading
          eyebrow="Portfolio"
          title="Work We Are Proud Of"
          description="A few of the products we have designed, built and launched with our clients."
        />
        <div className="mt-10">
          <FilterableGrid
            label="Filter projects by category"
            filters={portfolioCategories}
            itemTags={portfolioProjects.map((project) => [project.category])}
            className="sm:grid-cols-2 lg:grid-cols-4"
          >
            {portfolioProjects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </FilterableGrid>
        </div>
        <div className="mt-10 text-center">
          <ButtonLink href="/portfolio" variant="outline">
            See the full portfolio
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
