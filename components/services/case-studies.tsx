import { TrendingUp } from "lucide-react";

import { serviceDetailText } from "@/content/sections";
import type { CaseStudy } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";

import { DetailSection } from "@/components/sections/detail-section";

interface CaseStudiesProps {
  studies: CaseStudy[];
}

export function CaseStudies({ studies }: CaseStudiesProps) {
  return (
    <DetailSection
      id="case-studies"
      title={serviceDetailText.caseStudies.title}
      description={serviceDetailText.caseStudies.description}
      tinted
    >
      <CardGrid max={2} className="mt-10">
        {studies.map((study) => (
          <article key={study.title} className={`${cardClass} flex w-full flex-col p-8`}>
            <h3 className="text-xl font-bold">{study.title}</h3>
            <p className="mt-3">{study.description}</p>
            <h4 className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {serviceDetailText.caseStudies.results}
            </h4>
            <ul className="mt-3 grid gap-2">
              {study.results.map((result) => (
                <li key={result} className="flex gap-3 font-medium text-slate-800">
                  <TrendingUp aria-hidden="true" className="mt-1 size-5 shrink-0 text-new" />
                  {result}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </CardGrid>
    </DetailSection>
  );
}
