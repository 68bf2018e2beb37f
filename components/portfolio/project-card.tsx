import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { portfolioCategoryLabel } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { Badge } from "@/components/ui/badge";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";

const text = portfolioText.projects;

interface ProjectCardProps {
  project: PortfolioProject;
}

export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <article className={`${cardClass} ${cardHoverClass} flex w-full flex-col overflow-hidden`}>
      <Picture picture={project.image} className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{portfolioCategoryLabel(project.category)}</Badge>
        <h3 className="mt-3 text-lg font-bold">{project.title}</h3>
        {/* The clamp sits on the paragraph and the growth on its box, so exactly three lines show. */}
        <div className="mt-2 flex-1">
          <p className="text-sm">{project.description}</p>
        </div>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={text.technologies}>
          {project.stack.slice(0, 4).map((technology) => (
            <li
              key={technology}
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
            >
              {technology}
            </li>
          ))}
        </ul>
        <Link
          href={project.projectLink}
          className="mt-5 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {text.viewCaseStudy}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
