import Link from "next/link";

import { technologiesText } from "@/content/sections";
import { technologyHref } from "@/content/technologies";
import type { TechGroup, Technology } from "@/content/types";
import { ArrowLink } from "@/components/ui/arrow-link";
import { cn } from "@/lib/cn";

import { TechnologyIcon } from "./technology-icon";

/** The in-page anchor of a group: "Cloud & DevOps" → "cloud-devops". */
export const techGroupId = (group: TechGroup) => group.toLowerCase().replace(/[^a-z0-9]+/g, "-");

interface TechGroupSectionProps {
  group: TechGroup;
  technologies: Technology[];
  tinted?: boolean;
  /** The first section under the band: its logos are near the first screen and load at once. */
  priority?: boolean;
}

/**
 * A group of technologies: its name, what it is for and the offer to work with a tool not listed
 * on the left; its technologies on the right as a ruled list, two columns from 640 px, each row a
 * link to the technology's page (its logo, its name, its line), and each keeping its anchor
 * (/technologies#kubernetes, from the menu). A list of rows, not of cards: five groups of cards
 * stood five screens tall, and an odd count ends as a list does, not in a lone card.
 */
export function TechGroupSection({
  group,
  technologies,
  tinted = false,
  priority = false,
}: TechGroupSectionProps) {
  const id = techGroupId(group);
  const ask = technologiesText.endTile(group);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 py-14 lg:py-20", tinted && "bg-slate-50")}
    >
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-6">
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-bold sm:text-4xl">
            {group}
          </h2>
          <p className="mt-3 text-lg">{technologiesText.groups[group]}</p>
        </div>
        <ul className="grid border-t border-slate-200 sm:grid-cols-2 sm:gap-x-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {technologies.map((technology) => (
            <li
              key={technology.id}
              id={technology.id}
              className="scroll-mt-24 border-b border-slate-200"
            >
              <Link
                href={technologyHref(technology.id)}
                className="group flex h-full gap-4 py-5 sm:py-6"
              >
                <TechnologyIcon
                  id={technology.id}
                  priority={priority}
                  className="mt-0.5 size-10 shrink-0"
                />
                <div className="min-w-0">
                  <h3 className="text-lg font-bold group-hover:text-brand-700">
                    {technology.name}
                  </h3>
                  <p className="mt-1 text-sm">{technology.description}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        {/* Under the list on phones; under the heading beside it from 1024 px. */}
        <div className="border-t border-slate-200 pt-5 lg:col-start-1 lg:row-start-2 lg:self-start">
          <p className="font-semibold text-slate-900">{ask.title}</p>
          <p className="mt-1 text-sm">{ask.description}</p>
          <ArrowLink href={ask.link.href} className="text-sm">
            {ask.link.label}
          </ArrowLink>
        </div>
      </div>
    </section>
  );
}
