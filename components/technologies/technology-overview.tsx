import { technologyDetailText } from "@/content/sections";
import type { Technology } from "@/content/types";
import { CheckList } from "@/components/ui/check-list";

import { techGroupId } from "./tech-group-section";
import { ArrowLink } from "@/components/ui/arrow-link";

interface TechnologyOverviewProps {
  technology: Technology;
}

const text = technologyDetailText.overview;

/**
 * What the technology is used for, its heading in a narrow column beside the list, as the
 * service pages set their overview. The band above already shows its logo.
 */
export function TechnologyOverview({ technology }: TechnologyOverviewProps) {
  return (
    <section aria-labelledby="use-cases-heading" className="py-14 lg:py-20">
      <div className="container-page grid gap-6 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <h2 id="use-cases-heading" className="text-3xl font-bold sm:text-4xl">
            {text.title(technology.name)}
          </h2>
          <ArrowLink
            href={`/technologies#${techGroupId(technology.group)}`}
            className="mt-4 text-sm"
          >
            {text.allInGroup(technology.group)}
          </ArrowLink>
        </div>
        <div className="lg:col-span-8">
          <p className="text-lg">{text.lead(technology.name)}</p>
          <CheckList ruled items={technology.useCases} className="mt-8 sm:grid-cols-2" />
        </div>
      </div>
    </section>
  );
}
