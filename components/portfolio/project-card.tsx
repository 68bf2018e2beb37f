import { portfolioCategoryLabel } from "@/content/portfolio";
import type { PortfolioProject } from "@/content/types";
import { Badge } from "@/components/ui/badge";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { subgrid } from "@/components/ui/card-grid";
import { Picture } from "@/components/ui/picture";

import { CaseStudyLink, StackTags } from "./project-links";

interface ProjectCardProps {
  project: PortfolioProject;
}

/**
 * A project as a card of four parts that line up with its row neighbours' (CardGrid's `rows` of
 * 4, which every list of these cards sets): its picture, its kind and title, its words, then its
 * technologies and link. A title on two lines ("FleetPulse Driver & Dispatch") makes its row's
 * titles that tall, so every description in the row starts at one height; a description a line
 * longer makes its row's that tall, so the technologies start at one height too, and the links
 * end the row at one line.
 */
/** The rows a project card spans and shares: what every list of them passes as `rows`. */
export const PROJECT_CARD_ROWS = 4;

export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <article
      className={`${cardClass} ${cardHoverClass} ${subgrid[PROJECT_CARD_ROWS]} overflow-hidden`}
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
      {/* The row's height on the paragraph's box, not on the paragraph: it stays as tall as its
          lines. */}
      <div className="px-6 pt-2">
        <p className="text-sm">{project.description}</p>
      </div>
      <div className="flex flex-col justify-between gap-5 px-6 pt-4 pb-6">
        <StackTags stack={project.stack.slice(0, 4)} />
        <CaseStudyLink project={project} className="self-start text-sm" />
      </div>
    </article>
  );
}
