import { processSteps } from "@/content/process";
import { common } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";

export function ProcessSection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading {...common.process} />
        <ol className="mt-14 grid gap-8 md:grid-cols-5 md:gap-6">
          {processSteps.map((step) => (
            <li key={step.number} className="relative">
              <div className="flex items-center gap-4 md:block">
                <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-700 to-violet text-xl font-bold text-white tabular-nums shadow-md shadow-brand-700/20">
                  {String(step.number).padStart(2, "0")}
                </span>
                <h3 className="text-lg font-bold md:mt-5">{step.title}</h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
