import Link from "next/link";

import { caseStudyHref, portfolioProjects, wordmarkOf } from "@/content/portfolio";
import { cn } from "@/lib/cn";

interface ClientWordmarksProps {
  label: string;
  className?: string;
}

/**
 * The portfolio's clients, by name, each leading to the story of what was built for them: proof
 * that needs no figure. Set plainly in grey, in one face, weight and case, as a logo wall is one
 * tone: the team has no logo files of its clients, names dressed as logos (each in a style of its
 * own, with a made-up mark) read as invented, and a dot in each project's colour read as noise.
 * Each name is the client's short one (`wordmarkOf`): a long name wrapped in its cell and broke
 * the row's line. A grid, so the names stand in columns and rows of one count: two columns (an
 * odd last name takes the whole row), four from `lg`. As one wrapping row they fell 3 + 3 + 2.
 */
export function ClientWordmarks({ label, className }: ClientWordmarksProps) {
  // Each client once, with their first project.
  const clients = [
    ...new Map(portfolioProjects.map((project) => [wordmarkOf(project), project] as const)),
  ];
  return (
    <div className={cn("flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-10", className)}>
      <p className="shrink-0 text-sm font-medium text-slate-600">{label}</p>
      <ul className="grid flex-1 grid-cols-2 items-center gap-x-4 gap-y-1 sm:gap-x-8 lg:grid-cols-4">
        {clients.map(([name, project]) => (
          <li key={name} className="odd:last:col-span-2 lg:odd:last:col-span-1">
            <Link
              href={caseStudyHref(project.id)}
              className="inline-flex min-h-11 items-center py-2.5 font-display text-base leading-tight font-semibold text-slate-600 transition-colors hover:text-slate-950 sm:text-lg"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
