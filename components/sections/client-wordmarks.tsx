import Link from "next/link";

import { caseStudyHref, portfolioProjects, wordmarkOf } from "@/content/portfolio";
import { cn } from "@/lib/cn";

interface ClientWordmarksProps {
  label: string;
  className?: string;
}

/**
 * The portfolio's clients, by name, each leading to the story of what was built for them: proof
 * that needs no figure. Set plainly, in one face, weight and case, with the project's colour as
 * a dot: the team has no logo files of its clients, and names dressed as logos (each in a style
 * of its own, with a made-up mark) read as invented. A grid, so the names stand in columns and
 * rows of one count: two columns (an odd last name takes the whole row), four from `lg` (a name
 * that does not fit its cell wraps within it). As one wrapping row they fell 3 + 3 + 2.
 */
export function ClientWordmarks({ label, className }: ClientWordmarksProps) {
  // Each client once, with their first project.
  const clients = [
    ...new Map(
      portfolioProjects.map((project) => [wordmarkOf(project.clientName), project] as const),
    ),
  ];
  return (
    <div className={cn("flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-10", className)}>
      <p className="shrink-0 text-sm font-medium text-slate-600">{label}</p>
      <ul className="grid flex-1 grid-cols-2 items-center gap-x-4 gap-y-1 sm:gap-x-8 lg:grid-cols-4">
        {clients.map(([name, project]) => (
          <li key={name} className="odd:last:col-span-2 lg:odd:last:col-span-1">
            <Link
              href={caseStudyHref(project.id)}
              className="group inline-flex min-h-11 items-start gap-2.5 py-2.5 font-display text-base leading-tight font-semibold text-slate-700 hover:text-slate-950 sm:text-lg"
            >
              <span
                aria-hidden="true"
                className="mt-[0.4em] size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: project.art.accent }}
              />
              <span className="min-w-0 group-hover:underline group-hover:underline-offset-4">
                {name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
