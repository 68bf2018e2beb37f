import { processSteps } from "@/content/process";
import { common } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

interface ProcessSectionProps {
  /**
   * "ink" where the page's story turns from what we offer to how we work (home); "paper" to set
   * the steps apart from plain sections around them.
   */
  tone?: "light" | "paper" | "ink";
  /** The section's heading, when not the development process's. */
  heading?: { eyebrow?: string; title: string; description?: string };
  /** The steps, when not the development process's (three to five). */
  steps?: readonly { title: string; description: string }[];
}

/** The columns the steps take from 1024 px: one per step, spelled out for Tailwind. */
const stepColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/**
 * Steps in order (by default the five steps of a project; the products' way from demo to launch
 * too): a vertical timeline below 1024 px (number, then title and text beside it, a line joining
 * the numbers), a column a step from there, where each column is wide enough for its paragraph. In columns, the steps share three rows (number, title, text: each
 * step is a subgrid of the list's grid), so where one title wraps to two lines and its
 * neighbour's does not, every title still starts on one line and every paragraph on the next.
 */
export function ProcessSection({
  tone = "light",
  heading = common.process,
  steps = processSteps,
}: ProcessSectionProps) {
  const ink = tone === "ink";
  const { eyebrow, title, description } = heading;
  return (
    <section
      className={cn("section", ink && "bg-ink text-slate-300", tone === "paper" && "bg-slate-50")}
    >
      <div className="container-page">
        {ink ? (
          <div className="max-w-3xl">
            {eyebrow && <p className="eyebrow text-brand-200!">{eyebrow}</p>}
            <h2 className="mt-3 text-3xl font-bold text-white sm:text-4xl">{title}</h2>
            {description && <p className="mt-4 text-lg text-slate-300">{description}</p>}
          </div>
        ) : (
          <SectionHeading {...heading} />
        )}
        <ol
          className={cn(
            "mt-14 grid max-w-2xl gap-8 lg:max-w-none lg:gap-y-0",
            stepColumns[steps.length],
            !ink && "mx-auto lg:gap-x-6",
            ink && "lg:gap-x-0 lg:divide-x lg:divide-white/15 lg:border-t lg:border-white/15",
          )}
        >
          {steps.map((step, index) => (
            <li
              key={step.title}
              className={cn(
                "relative grid grid-cols-[3.5rem_1fr] gap-x-5 before:absolute before:top-16 before:-bottom-6 before:left-7 before:w-px last:before:hidden lg:row-span-3 lg:grid-cols-1 lg:grid-rows-subgrid lg:before:hidden",
                ink ? "before:bg-white/15 lg:px-5 lg:pt-8 lg:first:pl-0" : "before:bg-slate-200",
              )}
            >
              {ink ? (
                <span className="row-span-2 font-display text-4xl leading-none font-bold text-brand-300 tabular-nums lg:row-span-1 lg:text-5xl">
                  {String(index + 1).padStart(2, "0")}
                </span>
              ) : (
                <span className="row-span-2 grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 font-display text-xl font-bold text-white tabular-nums lg:row-span-1">
                  {String(index + 1).padStart(2, "0")}
                </span>
              )}
              <h3
                className={cn(
                  "self-center text-lg font-bold lg:mt-5 lg:self-start",
                  ink && "text-white",
                )}
              >
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed lg:mt-3">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
