import Link from "next/link";

import { caseStudyHref, portfolioProjects, wordmarkOf } from "@/content/portfolio";
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";

interface ClientWordmarksProps {
  label: string;
  className?: string;
}

/**
 * The portfolio's clients as a row of logos, each leading to the story of what was built for them:
 * proof that needs no figure. Each is the client's uploaded logo, or else the wordmark drawn for
 * them from their project (scripts/pictures/wordmark.ts), every one in the same ink and box, set a
 * shade lighter as a logo row is one tone. A grid, so the logos stand in columns and rows of one
 * count: two columns (an odd last one takes the whole row), four from `lg`. As one wrapping row
 * they fell 3 + 3 + 2. Shown near the first screen, so they load at once.
 */
export function ClientWordmarks({ label, className }: ClientWordmarksProps) {
  // Each client once, with their first project.
  const clients = [
    ...new Map(portfolioProjects.map((project) => [wordmarkOf(project), project] as const)),
  ];
  return (
    <div className={cn("flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-10", className)}>
      <p className="shrink-0 text-sm font-medium text-slate-600">{label}</p>
      <ul className="grid flex-1 grid-cols-2 items-center gap-x-6 gap-y-3 sm:gap-x-10 lg:grid-cols-4">
        {clients.map(([name, project]) => (
          <li key={name} className="odd:last:col-span-2 lg:odd:last:col-span-1">
            <Link
              href={caseStudyHref(project.id)}
              className="flex min-h-11 items-center py-1.5 opacity-70 transition-opacity hover:opacity-100"
            >
              <Picture
                picture={project.logo}
                priority
                clear
                className="h-auto w-full max-w-52 object-contain object-left"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
