import Link from "next/link";

import type { Technology } from "@/content/types";
import { DetailSection } from "@/components/sections/detail-section";

import { TechnologyIcon } from "./technology-icon";
import { technologyHref } from "@/content/technologies";

interface RelatedTechnologiesProps {
  title: string;
  technologies: Technology[];
}

export function RelatedTechnologies({ title, technologies }: RelatedTechnologiesProps) {
  if (technologies.length === 0) return null;
  return (
    <DetailSection id="more-technologies" title={title}>
      <ul className="mt-8 flex flex-wrap gap-3">
        {technologies.map((technology) => (
          <li key={technology.id}>
            <Link
              href={technologyHref(technology.id)}
              className="inline-flex min-h-12 items-center gap-3 rounded-full border border-slate-200 bg-white py-1.5 pr-5 pl-2 font-semibold text-slate-800 transition-colors hover:border-brand-700 hover:text-brand-700"
            >
              <span className="grid size-9 place-items-center rounded-full bg-slate-50">
                <TechnologyIcon id={technology.id} className="size-6" />
              </span>
              {technology.name}
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
