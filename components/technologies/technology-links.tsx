import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { technologyHref } from "@/content/technologies";
import type { Technology } from "@/content/types";

import { TechnologyIcon } from "./technology-icon";

/**
 * Technologies as a row of pills, each its logo and name, each opening its page. Balanced rows
 * (`pill-rows`): wrapped freely, React's four other front-end technologies left TypeScript alone
 * on a second line at 768 px. On phones, where two pills fill a line, one ruled list in a card,
 * a row a technology with an arrow at its end, as the 404's list of pages: five in rows of two
 * left one alone whichever way they wrapped, one pill a line as wide as its name read as a ragged
 * stack, and a pill a line as wide as the column read as a stack of buttons.
 */
export function TechnologyLinks({ technologies }: { technologies: readonly Technology[] }) {
  return (
    <ul className="pill-rows mt-8 max-sm:m-0 max-sm:mt-8 max-sm:flex max-sm:flex-col max-sm:divide-y max-sm:divide-slate-100 max-sm:overflow-hidden max-sm:rounded-2xl max-sm:border max-sm:border-slate-200 max-sm:bg-white">
      {technologies.map((technology) => (
        <li key={technology.id} className="max-sm:m-0">
          <Link
            href={technologyHref(technology.id)}
            className="group inline-flex min-h-12 items-center gap-3 rounded-full border border-slate-200 bg-white py-1.5 pr-5 pl-2 font-semibold text-slate-800 transition-colors hover:border-brand-700 hover:text-brand-700 max-sm:w-full max-sm:rounded-none max-sm:border-0 max-sm:py-2.5 max-sm:pl-3 max-sm:hover:bg-brand-50"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-50">
              <TechnologyIcon id={technology.id} className="size-6" />
            </span>
            <span className="min-w-0 flex-1">{technology.name}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 sm:hidden"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
