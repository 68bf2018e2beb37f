import Link from "next/link";

import { technologyHref } from "@/content/technologies";
import type { Technology } from "@/content/types";

import { TechnologyIcon } from "./technology-icon";

/**
 * Technologies as a row of pills, each its logo and name, each opening its page. Balanced rows
 * (`pill-rows`): wrapped freely, React's four other front-end technologies left TypeScript alone
 * on a second line at 768 px. On phones, where two pills fill a line, a list of rows, each the
 * column's width: five in rows of two left one alone whichever way they wrapped, and one pill a
 * line, each as wide as its name, read as a ragged stack.
 */
export function TechnologyLinks({ technologies }: { technologies: readonly Technology[] }) {
  return (
    <ul className="pill-rows mt-8 max-sm:flex max-sm:flex-col">
      {technologies.map((technology) => (
        <li key={technology.id}>
          <Link
            href={technologyHref(technology.id)}
            className="inline-flex min-h-12 items-center gap-3 rounded-full border border-slate-200 bg-white py-1.5 pr-5 pl-2 font-semibold text-slate-800 transition-colors hover:border-brand-700 hover:text-brand-700 max-sm:w-full"
          >
            <span className="grid size-9 place-items-center rounded-full bg-slate-50">
              <TechnologyIcon id={technology.id} className="size-6" />
            </span>
            {technology.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
