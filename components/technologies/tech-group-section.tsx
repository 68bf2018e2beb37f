import Link from "next/link";

import { technologiesText } from "@/content/sections";
import { technologyHref } from "@/content/technologies";
import type { TechGroup, Technology } from "@/content/types";
import { WholeMarker } from "@/components/ui/whole-marker";
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
 * on the left; its technologies on the right as a ruled list, one row each, a link to the
 * technology's page (its logo, its name, its line) keeping its anchor (/technologies#kubernetes,
 * from the menu). A list of rows, not of cards: five groups of cards stood five screens tall. One
 * column, so no count leaves a row half empty.
 */
export function TechGroupSection({
  group,
  technologies,
  tinted = false,
  priority = false,
}: TechGroupSectionProps) {
  const id = techGroupId(group);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 py-14 lg:py-20", tinted && "bg-slate-50")}
    >
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:gap-x-16">
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-bold sm:text-4xl">
            {group}
          </h2>
          <p className="mt-3 text-lg">{technologiesText.groups[group]}</p>
        </div>
        <ul className="paint-when-whole border-t border-slate-200 lg:self-start">
          {technologies.map((technology) => (
            <li
              key={technology.id}
              id={technology.id}
              className="scroll-mt-24 border-b border-slate-200"
            >
              {/* From 640 px a row of a table: the logo and name, then the line beside them. */}
              <Link
                href={technologyHref(technology.id)}
                className="group grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 gap-y-1 py-5 sm:grid-cols-[2.5rem_10rem_minmax(0,1fr)] sm:items-center sm:gap-x-6"
              >
                <TechnologyIcon
                  id={technology.id}
                  priority={priority}
                  className="row-span-2 size-10 sm:row-span-1"
                />
                <h3 className="text-lg font-bold group-hover:text-brand-700">{technology.name}</h3>
                <p className="col-start-2 text-sm sm:col-start-3">{technology.description}</p>
              </Link>
            </li>
          ))}
          {/* Painted whole, like every list of the site, never a row at a time. */}
          <WholeMarker as="li" />
        </ul>
      </div>
    </section>
  );
}
