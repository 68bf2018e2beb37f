import { Building2, Clock } from "lucide-react";

import { portfolioCategoryLabel } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { Badge } from "@/components/ui/badge";
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";

import { CaseStudyLink, StackTags } from "./project-links";

/**
 * The results' columns from 640 px by their number, one row of tiles. On phones every project's
 * results are the same ruled list, a row each (figure, then what it measures), whatever their
 * number: tiles there came in pairs for two results and stacked for three.
 */
const statColumns: Record<number, string> = {
  1: "sm:grid-cols-1",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-4",
};

interface ProjectArticleProps {
  project: PortfolioProject;
  /** Puts the picture on the right, so consecutive projects alternate. */
  flip?: boolean;
}

const text = portfolioText.projects;

/** One project in summary on /portfolio, opening its case study. */
export function ProjectArticle({ project, flip = false }: ProjectArticleProps) {
  const headingId = `${project.id}-title`;
  return (
    <article
      id={project.id}
      aria-labelledby={headingId}
      className="grid scroll-mt-24 gap-8 lg:grid-cols-2 lg:items-center lg:gap-14"
    >
      <div className={cn("overflow-hidden rounded-2xl bg-brand-50", flip && "lg:order-last")}>
        <Picture
          picture={project.image}
          sizes="(min-width: 64rem) 36rem, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <div>
        <Badge>{portfolioCategoryLabel(project.category)}</Badge>
        <h3 id={headingId} className="mt-3 text-2xl font-bold sm:text-3xl">
          {project.title}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {[
            { Icon: Building2, term: text.client, value: project.clientName },
            { Icon: Clock, term: text.duration, value: project.projectDuration },
          ].map(({ Icon, term, value }) => (
            <div key={term} className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {term}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-lg">{project.description}</p>
        <h4 className="mt-6 font-bold">{text.challenge}</h4>
        <p className="mt-1">{project.challengeSolved}</p>
        <dl
          className={cn(
            "mt-6 grid divide-y divide-slate-200 border-y border-slate-200 sm:gap-3 sm:divide-y-0 sm:border-0",
            statColumns[Object.keys(project.stats).length],
          )}
        >
          {Object.entries(project.stats).map(([label, value]) => (
            <div
              key={label}
              className="flex items-baseline gap-4 py-3 sm:flex-col sm:items-stretch sm:gap-0 sm:rounded-xl sm:bg-slate-50 sm:px-4"
            >
              <dt className="order-last text-sm leading-snug text-slate-600 sm:text-xs">{label}</dt>
              <dd className="w-24 shrink-0 text-xl font-extrabold text-brand-700 tabular-nums sm:w-auto">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <StackTags stack={project.stack} className="mt-6" />
        <CaseStudyLink project={project} className="mt-6" />
      </div>
    </article>
  );
}
