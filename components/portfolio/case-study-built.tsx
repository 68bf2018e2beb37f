import { caseStudyText as text } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { StepNumber } from "@/components/ui/step-number";

/** How the work ran, then each part of what was built, numbered in the order told. */
export function CaseStudyBuilt({ project }: { project: PortfolioProject }) {
  return (
    <section aria-labelledby="built-heading" className="bg-slate-50 section">
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-12 lg:gap-12">
          <h2 id="built-heading" className="text-3xl font-bold sm:text-4xl lg:col-span-4">
            {text.built.title}
          </h2>
          <div className="lg:col-span-8">
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {text.built.approach}
            </h3>
            <p className="mt-2 max-w-3xl text-lg text-slate-700">{project.approach}</p>
          </div>
        </div>
        <CardGrid max={2} className="mt-12">
          {project.built.map((part, index) => (
            <article key={part.title} className={`${cardClass} flex w-full flex-col p-6 lg:p-8`}>
              <StepNumber index={index} className="text-3xl" />
              <h3 className="mt-4 text-xl font-bold">{part.title}</h3>
              <p className="mt-3 text-slate-700">{part.description}</p>
            </article>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
