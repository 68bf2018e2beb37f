import { caseStudyText as text } from "@/content/sections";
import Link from "next/link";

import { getTechnology, technologyHref } from "@/content/technologies";
import type { PortfolioProject, Technology } from "@/content/types";
import { TechnologyIcon } from "@/components/technologies/technology-icon";

import { teamSize } from "./case-study-hero";

/**
 * What it was built with (each technology linking to its page), and who built it, for how long.
 * Side by side from 1024 px, the two boxes end on one line.
 */
export function CaseStudyStack({ project }: { project: PortfolioProject }) {
  // The build refuses an id that names no technology (content/schema/check.ts).
  const technologies = project.technologies
    .map(getTechnology)
    .filter((technology): technology is Technology => Boolean(technology));
  return (
    <div className="section">
      <div className="container-page grid gap-14 lg:grid-cols-12 lg:gap-12">
        <section aria-labelledby="stack-heading" className="lg:col-span-6 lg:flex lg:flex-col">
          <h2 id="stack-heading" className="text-3xl font-bold sm:text-4xl">
            {text.stack.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{text.stack.description}</p>
          {/* A card like the team's beside it: each technology with its part of the stack, then
              the tools that came with it. */}
          <div className="mt-8 rounded-2xl border border-slate-200 p-6 lg:flex lg:flex-1 lg:flex-col">
            {/* One a line beside the team (two a line there left the card half empty under them);
                two a line on tablets, where the card is the page's width. Beside the team, each
                card's list shares out the height the taller card gives the row, so neither card
                ends in an empty band. */}
            <ul
              aria-label={text.stack.title}
              className="grid gap-x-6 sm:grid-cols-2 lg:flex-1 lg:auto-rows-fr lg:grid-cols-1"
            >
              {technologies.map((technology) => (
                <li
                  key={technology.id}
                  className="flex min-h-14 items-center justify-between gap-3 border-b border-slate-100 py-2"
                >
                  <Link
                    href={technologyHref(technology.id)}
                    className="group flex min-h-11 items-center gap-3 font-semibold text-slate-900 hover:text-brand-700"
                  >
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-50">
                      <TechnologyIcon id={technology.id} className="size-6" />
                    </span>
                    {technology.name}
                  </Link>
                  {/* Its part of the stack, beside the link and not in its name. */}
                  <span className="text-sm text-slate-600">{technology.group}</span>
                </li>
              ))}
            </ul>
            {/* At the card's foot: beside a longer team, the card ended in an empty band under
                the tools. */}
            {project.tools.length > 0 && (
              <div className="pt-6 lg:mt-auto">
                <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  {text.stack.tools}
                </h3>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {project.tools.map((tool) => (
                    <li
                      key={tool}
                      className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700"
                    >
                      {tool}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
        <section aria-labelledby="team-heading" className="lg:col-span-6 lg:flex lg:flex-col">
          <h2 id="team-heading" className="text-3xl font-bold sm:text-4xl">
            {text.team.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{text.team.description}</p>
          <div className="mt-8 rounded-2xl border border-slate-200 p-6 lg:flex lg:flex-1 lg:flex-col">
            <dl className="grid grid-cols-2 gap-4 border-b border-slate-200 pb-5">
              <div className="flex flex-col">
                <dt className="order-last text-sm text-slate-600">{text.glance.duration}</dt>
                <dd className="font-display text-2xl font-bold text-slate-900 tabular-nums min-[24rem]:text-3xl">
                  {project.projectDuration}
                </dd>
              </div>
              <div className="flex flex-col">
                <dt className="order-last text-sm text-slate-600">{text.team.total}</dt>
                <dd className="font-display text-2xl font-bold text-slate-900 tabular-nums min-[24rem]:text-3xl">
                  {teamSize(project)}
                </dd>
              </div>
            </dl>
            <ul
              aria-label={text.glance.team}
              className="mt-4 divide-y divide-slate-100 lg:grid lg:flex-1 lg:auto-rows-fr"
            >
              {project.team.map((member) => (
                <li key={member.role} className="flex items-center gap-4 py-2.5">
                  <span className="w-8 shrink-0 font-display text-lg font-bold text-brand-700 tabular-nums">
                    {member.count}
                  </span>
                  <span className="text-slate-800">{member.role}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </div>
  );
}
