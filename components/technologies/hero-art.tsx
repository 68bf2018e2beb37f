import { pageArt } from "@/content/page-art";
import { firstResult } from "@/content/portfolio";
import { techGroups, technologies } from "@/content/technologies";
import type { Technology } from "@/content/types";
import { ArtRow, BandArt, Caption, Chip, Panel } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";
import { projectsBuiltWith, servicesUsing } from "@/content/catalogue-links";

import { TechnologyIcon } from "./technology-icon";

/** How many logos a layer of the stack shows before counting the rest. */
const LAYER_LOGOS = 5;

/** /technologies: the groups as the layers of a stack, each with its logos, front end on top. */
export function TechnologiesHeroArt() {
  return (
    <BandArt>
      <Panel>
        <ol className="space-y-2">
          {techGroups.map((group) => {
            const members = technologies.filter((technology) => technology.group === group);
            return (
              <li
                key={group}
                // Every layer one width: layers narrowing upwards read as rows out of line.
                className="flex items-center gap-3 rounded-xl bg-white/[0.07] px-3 py-2 ring-1 ring-white/10"
              >
                <span className="w-28 shrink-0 text-xs font-semibold text-white">{group}</span>
                {/* The logos from the label on, so they stand in columns from layer to layer,
                    the count of the rest at the row's end: set to the right, the rows with a
                    count and those without were out of line. */}
                <span className="flex min-w-0 flex-1 items-center gap-1.5">
                  {members.slice(0, LAYER_LOGOS).map((technology) => (
                    <span
                      key={technology.id}
                      className="grid size-7 shrink-0 place-items-center rounded-lg bg-white"
                    >
                      <TechnologyIcon id={technology.id} size={18} priority />
                    </span>
                  ))}
                  {members.length > LAYER_LOGOS && (
                    <span className="ml-auto w-7 text-center text-xs text-slate-300 tabular-nums">
                      +{members.length - LAYER_LOGOS}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </Panel>
      <Caption label={pageArt.technologies.title} icon="layers">
        {pageArt.technologies.subtitle}
      </Caption>
    </BandArt>
  );
}

/**
 * A technology: its own logo, large, and what the agency has delivered with it: portfolio
 * projects with a measured result, else the services that use it, else its typical projects.
 * No other technology's logo appears, so the page's subject is never in doubt.
 */
export function TechnologyHeroArt({ technology }: { technology: Technology }) {
  const projects = projectsBuiltWith(technology).slice(0, 3);
  const services = servicesUsing(technology);
  return (
    <BandArt>
      <div className="flex items-center gap-5">
        <span className="grid size-28 shrink-0 place-items-center rounded-3xl bg-white shadow-2xl shadow-black/50">
          <TechnologyIcon id={technology.id} size={72} priority />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">
            {technology.group}
          </p>
          <p className="font-display text-3xl font-semibold text-white">{technology.name}</p>
          {services.length > 0 && (
            <p className="mt-1 text-sm text-slate-300">
              {pageArt.technology.services}:{" "}
              <span className="font-semibold text-white tabular-nums">{services.length}</span>
            </p>
          )}
        </div>
      </div>
      <Panel
        className="mt-5"
        title={projects.length > 0 ? pageArt.technology.built : pageArt.technology.useCases}
      >
        {projects.length > 0 ? (
          <ul className="space-y-2">
            {projects.map((project) => {
              const { label, value } = firstResult(project) ?? {};
              return (
                <ArtRow
                  key={project.id}
                  tone="glass"
                  title={project.title}
                  detail={label}
                  aside={
                    <span className="shrink-0 font-display text-xl font-semibold text-accent tabular-nums">
                      {value}
                    </span>
                  }
                />
              );
            })}
          </ul>
        ) : (
          <ul className="space-y-2 text-sm text-slate-200">
            {technology.useCases.slice(0, 4).map((useCase) => (
              <li key={useCase} className="flex items-center gap-2">
                <Icon name="badge-check" className="size-4 shrink-0 text-emerald-300" />
                {useCase}
              </li>
            ))}
          </ul>
        )}
        {services.length > 0 && (
          <p className="mt-3 flex flex-wrap gap-1.5">
            {/* Every one: the count above names them all (at most six, on PostgreSQL). */}
            {services.map((service) => (
              <Chip key={service.id}>{service.name}</Chip>
            ))}
          </p>
        )}
      </Panel>
    </BandArt>
  );
}
