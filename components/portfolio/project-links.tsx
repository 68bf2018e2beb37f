import { portfolioText } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { cn } from "@/lib/cn";
import { ArrowLink } from "@/components/ui/arrow-link";

const text = portfolioText.projects;

/** A project's technologies as small tags, named as a list for assistive technology. */
export function StackTags({ stack, className }: { stack: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label={text.technologies}>
      {stack.map((technology) => (
        <li key={technology} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {technology}
        </li>
      ))}
    </ul>
  );
}

/** The link to a project's case study, its title spoken after "View case study". */
export function CaseStudyLink({
  project,
  className,
}: {
  project: PortfolioProject;
  className: string;
}) {
  return (
    <ArrowLink href={project.projectLink} className={className}>
      {text.viewCaseStudy}
      <span className="sr-only">: {project.title}</span>
    </ArrowLink>
  );
}
