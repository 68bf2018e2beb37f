import { technologiesText } from "@/content/sections";
import type { TechGroup, Technology } from "@/content/types";
import { CardGridWithEnd } from "@/components/ui/card-grid-end";
import { EndTile } from "@/components/ui/end-tile";
import { cn } from "@/lib/cn";

import { TechnologyCard } from "./technology-card";

/** The in-page anchor of a group: "Cloud & DevOps" → "cloud-devops". */
export const techGroupId = (group: TechGroup) => group.toLowerCase().replace(/[^a-z0-9]+/g, "-");

interface TechGroupSectionProps {
  group: TechGroup;
  technologies: Technology[];
  tinted?: boolean;
  /** The first section under the band: its logos are near the first screen and load at once. */
  priority?: boolean;
}

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
      <div className="container-page">
        <h2 id={`${id}-heading`} className="text-3xl font-bold sm:text-4xl">
          {group}
        </h2>
        <p className="mt-3 max-w-3xl text-lg">{technologiesText.groups[group]}</p>
        <CardGridWithEnd
          max={4}
          className="mt-10"
          end={<EndTile {...technologiesText.endTile(group)} />}
        >
          {technologies.map((technology) => (
            <div key={technology.id} id={technology.id} className="flex w-full scroll-mt-24">
              <TechnologyCard technology={technology} priority={priority} />
            </div>
          ))}
        </CardGridWithEnd>
      </div>
    </section>
  );
}
