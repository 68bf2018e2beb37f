import { TrendingUp } from "lucide-react";

import { serviceDetailText } from "@/content/sections";
import type { CaseStudy } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { resultFigure } from "@/lib/result-figure";

import { DetailSection } from "@/components/sections/detail-section";

interface CaseStudiesProps {
  studies: CaseStudy[];
}

/**
 * A service's own stories: each led by the figure its results turn on (lib/result-figure.ts),
 * then what was done and the other results.
 */
export function CaseStudies({ studies }: CaseStudiesProps) {
  return (
    <DetailSection
      id="case-studies"
      title={serviceDetailText.caseStudies.title}
      description={serviceDetailText.caseStudies.description}
      tinted
    >
      {/* Each story spans three rows of the list's grid (its result, its words, its other
          results), so side by side the parts start level whatever the length of the others. */}
      <CardGrid rows={3} max={2} className="mt-10">
        {studies.map((study) => {
          const figure = resultFigure(study.results);
          const others = study.results.filter((result) => result !== figure?.result);
          return (
            <article
              key={study.title}
              className={`${cardClass} row-span-3 grid w-full grid-rows-subgrid gap-y-0 overflow-hidden`}
            >
              {/* The result the story turns on, at the head of the card: its sentence once,
                  its figure set large in its place (set apart above the sentence, "1,400" read
                  as said twice over "Offline collections for 1,400 field agents"). */}
              {figure ? (
                <p className="border-b border-slate-200 bg-brand-50 px-8 py-6 font-display text-xl leading-snug font-semibold text-balance text-slate-900">
                  {figure.before}
                  <span className="text-4xl leading-none font-bold tracking-tight text-brand-700 tabular-nums">
                    {figure.value}
                  </span>
                  {figure.after}
                </p>
              ) : (
                <span />
              )}
              <div className="px-8 pt-8">
                <h3 className="text-xl font-bold">{study.title}</h3>
                <p className="mt-3">{study.description}</p>
              </div>
              <div className="px-8 pt-6 pb-8">
                {others.length > 0 && (
                  <>
                    {/* "Also" under a result set large: under "Results", one other result read
                        as contradicting the one at the card's head. */}
                    <h4 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                      {figure
                        ? serviceDetailText.caseStudies.moreResults
                        : serviceDetailText.caseStudies.results}
                    </h4>
                    <ul className="mt-3 grid gap-2">
                      {others.map((result) => (
                        <li key={result} className="flex gap-3 font-medium text-slate-800">
                          <TrendingUp
                            aria-hidden="true"
                            className="mt-1 size-5 shrink-0 text-new"
                          />
                          {result}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            </article>
          );
        })}
      </CardGrid>
    </DetailSection>
  );
}
