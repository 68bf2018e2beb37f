import { portfolioCategoryLabel } from "@/content/portfolio";
import type { PortfolioProject } from "@/content/types";
import { Badge } from "@/components/ui/badge";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";

import { CaseStudyLink, StackTags } from "./project-links";

interface ProjectCardProps {
  project: PortfolioProject;
}

/**
 * A project as a card of three parts that line up with its row neighbours' (CardGrid's `rows`
 * of 3, which every list of these cards sets): its picture, its kind and title, then its words,
 * technologies and link. A title on two lines ("FleetPulse Driver & Dispatch") makes its row's
 * titles that tall, so every description in the row starts at one height.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <article
      className={`${cardClass} ${cardHoverClass} row-span-3 grid grid-rows-subgrid gap-y-0 overflow-hidden`}
    >
      <Picture
        picture={project.image}
        sizes="(min-width: 64rem) 38rem, 100vw"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="px-6 pt-6">
        <Badge>{portfolioCategoryLabel(project.category)}</Badge>
        <h3 className="mt-3 text-lg font-bold">{project.title}</h3>
      </div>
      <div className="flex flex-col px-6 pt-2 pb-6">
        {/* The growth on the paragraph's box, not on the paragraph: it stays as tall as its lines. */}
        <div className="flex-1">
          <p className="text-sm">{project.description}</p>
        </div>
        <StackTags stack={project.stack.slice(0, 4)} className="mt-4" />
        <CaseStudyLink project={project} className="mt-5 text-sm" />
      </div>
    </article>
  );
}
