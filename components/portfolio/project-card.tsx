import { portfolioCategoryLabel } from "@/content/portfolio";
import type { PortfolioProject } from "@/content/types";
import { Badge } from "@/components/ui/badge";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";

import { CaseStudyLink, StackTags } from "./project-links";

interface ProjectCardProps {
  project: PortfolioProject;
}

export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <article className={`${cardClass} ${cardHoverClass} flex w-full flex-col overflow-hidden`}>
      <Picture
        picture={project.image}
        sizes="(min-width: 64rem) 38rem, 100vw"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{portfolioCategoryLabel(project.category)}</Badge>
        <h3 className="mt-3 text-lg font-bold">{project.title}</h3>
        {/* The clamp sits on the paragraph and the growth on its box, so exactly three lines show. */}
        <div className="mt-2 flex-1">
          <p className="text-sm">{project.description}</p>
        </div>
        <StackTags stack={project.stack.slice(0, 4)} className="mt-4" />
        <CaseStudyLink project={project} className="mt-5 text-sm" />
      </div>
    </article>
  );
}
