import Link from "next/link";

import { firstResult } from "@/content/portfolio";
import { technologiesText } from "@/content/sections";
import { technologyHref } from "@/content/technologies";
import type { GroupProject } from "@/content/catalogue-links";
import type { TechGroup, Technology } from "@/content/types";
import { CaseStudyLink } from "@/components/portfolio/project-links";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";
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
  /** A client project built with the group's technologies (content/catalogue-links.ts). */
  shipped?: GroupProject;
}

const and = new Intl.ListFormat("en-GB", { type: "conjunction" });

/**
 * Work the group's technologies carried: a client project's picture, which of them it was built
 * with, its name and its first result; the whole card opens its case study.
 */
function ShippedProject({
  project,
  technologies,
  priority,
  className,
}: GroupProject & { priority: boolean; className: string }) {
  const result = firstResult(project);
  return (
    <article
      className={cn(
        cardClass,
        cardHoverClass,
        // On tablets, under the list at the page's width: the picture beside the words. A card
        // of the column's width stood with 300 px of nothing beside it, five times down the page.
        "relative overflow-hidden sm:max-lg:grid sm:max-lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:max-lg:items-center",
        className,
      )}
    >
      <Picture
        picture={project.image}
        priority={priority}
        sizes="(min-width: 64rem) 19rem, (min-width: 40rem) 40vw, 100vw"
        className="aspect-[4/3] w-full border-b border-slate-200 object-cover sm:max-lg:h-full sm:max-lg:border-r sm:max-lg:border-b-0"
      />
      <div className="p-5 sm:max-lg:p-6">
        <p className="caps-label">
          {technologiesText.shippedWith(and.format(technologies.map(({ name }) => name)))}
        </p>
        <h3 className="mt-2 font-bold">{project.title}</h3>
        {result && (
          <p className="mt-3 flex items-baseline gap-2">
            <span className="font-display text-2xl font-bold text-brand-700">{result.value}</span>
            <span className="text-sm">{result.label}</span>
          </p>
        )}
        <CaseStudyLink project={project} className="mt-4 text-sm after:absolute after:inset-0" />
      </div>
    </article>
  );
}

/**
 * A group of technologies: its name, what it is for and the offer to work with a tool not listed
 * on the left; its technologies on the right as a ruled list, one row each, a link to the
 * technology's page (its logo, its name, its line) keeping its anchor (/technologies#kubernetes,
 * from the menu). A list of rows, not of cards: five groups of cards stood five screens tall. One
 * column, so no count leaves a row half empty. Under the group's words, a client project built
 * with its technologies, so the page shows work and not only definitions (after the list on
 * phones, where it would push the list a screen down).
 */
export function TechGroupSection({
  group,
  technologies,
  tinted = false,
  priority = false,
  shipped,
}: TechGroupSectionProps) {
  const id = techGroupId(group);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 py-14 lg:py-20", tinted && "bg-slate-50")}
    >
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-bold sm:text-4xl">
            {group}
          </h2>
          <p className="mt-3 text-lg">{technologiesText.groups[group]}</p>
        </div>
        <ul className="paint-when-whole border-t border-slate-200 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
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
        {shipped && (
          <ShippedProject
            {...shipped}
            priority={priority}
            className="max-w-md sm:max-lg:max-w-none lg:col-start-1 lg:row-start-2 lg:self-start"
          />
        )}
      </div>
    </section>
  );
}
