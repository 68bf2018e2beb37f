import { processSteps } from "@/content/process";
import { common } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";

/**
 * The five steps of a project: a vertical timeline below 1024 px (number, then title and text
 * beside it, a line joining the numbers), five columns from there, where each column is wide
 * enough for its paragraph.
 */
export function ProcessSection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading {...common.process} />
        <ol className="mx-auto mt-14 grid max-w-2xl gap-8 lg:max-w-none lg:grid-cols-5 lg:gap-6">
          {processSteps.map((step) => (
            <li
              key={step.number}
              className="relative grid grid-cols-[3.5rem_1fr] gap-x-5 before:absolute before:top-16 before:-bottom-6 before:left-7 before:w-px before:bg-slate-200 last:before:hidden lg:block lg:before:hidden"
            >
              <span className="row-span-2 grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-xl font-bold text-white tabular-nums shadow-md shadow-brand-700/20">
                {String(step.number).padStart(2, "0")}
              </span>
              <h3 className="self-center text-lg font-bold lg:mt-5">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed lg:mt-3">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
