import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTechnology, technologies, technologyHref } from "@/content/technologies";
import { technologyDetailText as text } from "@/content/sections";
import { CtaSection } from "@/components/sections/cta-section";
import { DetailSection } from "@/components/sections/detail-section";
import { ServiceCard } from "@/components/services/service-card";
import { RelatedTechnologies } from "@/components/technologies/related-technologies";
import { TechnologyOverview } from "@/components/technologies/technology-overview";
import { CardGridWithEnd } from "@/components/ui/card-grid-end";
import { EndTile } from "@/components/ui/end-tile";
import { TechnologyHeroArt } from "@/components/technologies/hero-art";
import { PageHero } from "@/components/sections/page-hero";
import { projectsBuiltWith, sameGroupTechnologies, servicesUsing } from "@/content/catalogue-links";
import { ProjectArticle } from "@/components/portfolio/project-article";
import { PROJECT_CARD_ROWS, ProjectCard } from "@/components/portfolio/project-card";
import { CardGrid } from "@/components/ui/card-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/content/seo";
import { breadcrumbs, service } from "@/content/structured-data";
import { alternatingGrounds } from "@/lib/grounds";

interface TechnologyPageProps {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return technologies.map((technology) => ({ id: technology.id }));
}

export async function generateMetadata({ params }: TechnologyPageProps): Promise<Metadata> {
  const technology = getTechnology((await params).id);
  if (!technology) return {};
  return pageMetadata({
    path: technologyHref(technology.id),
    title: `${technology.name} Development`,
    description: technology.description,
  });
}

export default async function TechnologyPage({ params }: TechnologyPageProps) {
  const technology = getTechnology((await params).id);
  if (!technology) notFound();
  const services = servicesUsing(technology);
  // The client projects built with it, at most three: the work before the services.
  const projects = projectsBuiltWith(technology).slice(0, 3);
  // Under the white overview, the sections shown take turns on the tint.
  const tinted = alternatingGrounds(
    [
      ["projects", projects.length > 0],
      ["services", services.length > 0],
      ["related", true],
    ],
    true,
  );

  const path = technologyHref(technology.id);
  return (
    <>
      <JsonLd
        data={[
          service({
            path,
            name: `${technology.name} Development`,
            description: technology.description,
            serviceType: `${technology.name} development`,
            category: technology.group,
          }),
          breadcrumbs(path, technology.name),
        ]}
      />
      <PageHero
        art={<TechnologyHeroArt technology={technology} />}
        eyebrow={text.eyebrow(technology.group)}
        title={technology.name}
        description={technology.description}
        actions={text.actions}
      />
      <TechnologyOverview technology={technology} />
      {projects.length > 0 && (
        <DetailSection id="projects" {...text.projects(technology.name)} tinted={tinted.projects}>
          {/* One project is a wide row (a card across the page would be all picture). */}
          {projects.length === 1 ? (
            <div className="mt-10">
              <ProjectArticle project={projects[0]!} />
            </div>
          ) : (
            <CardGrid max={3} rows={PROJECT_CARD_ROWS} className="mt-10">
              {projects.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </CardGrid>
          )}
        </DetailSection>
      )}
      {services.length > 0 && (
        <DetailSection id="services" {...text.services(technology.name)} tinted={tinted.services}>
          {/* Every card one column wide, the tile in the last row's free cells: as full rows,
              five services were 3 + 2, the last two wider with larger pictures. */}
          <CardGridWithEnd
            className="mt-10"
            end={<EndTile {...text.servicesEnd(technology.name)} />}
          >
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </CardGridWithEnd>
        </DetailSection>
      )}
      <RelatedTechnologies
        title={text.more(technology.group)}
        technologies={sameGroupTechnologies(technology)}
        tinted={tinted.related}
      />
      <CtaSection {...text.cta(technology.name)} />
    </>
  );
}
