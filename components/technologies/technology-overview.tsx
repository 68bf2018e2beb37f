import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { technologyDetailText } from "@/content/sections";
import type { Technology } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";

import { techGroupId } from "./tech-group-section";
import { TechnologyIcon } from "./technology-icon";

interface TechnologyOverviewProps {
  technology: Technology;
}

const text = technologyDetailText.overview;

export function TechnologyOverview({ technology }: TechnologyOverviewProps) {
  return (
    <section aria-labelledby="use-cases-heading" className="py-14 lg:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-16">
        <div className={`${cardClass} flex flex-col items-center p-8 text-center lg:self-start`}>
          <span className="grid size-28 place-items-center rounded-3xl border border-slate-100 bg-slate-50">
            <TechnologyIcon id={technology.id} size={64} priority />
          </span>
          <p className="mt-5 text-2xl font-bold text-slate-900">{technology.name}</p>
          <p className="mt-1 text-sm">{technology.group}</p>
          <Link
            href={`/technologies#${techGroupId(technology.group)}`}
            className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {text.allInGroup(technology.group)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div>
          <h2 id="use-cases-heading" className="text-3xl font-bold sm:text-4xl">
            {text.title(technology.name)}
          </h2>
          <p className="mt-4 text-lg">{text.lead(technology.name)}</p>
          <CheckList items={technology.useCases} className="mt-8 sm:grid-cols-2" />
        </div>
      </div>
    </section>
  );
}
