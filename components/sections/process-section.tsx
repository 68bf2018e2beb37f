import { processSteps } from "@/content/process";
import { common } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";
import { StepNumber } from "@/components/ui/step-number";
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

/** The columns the steps take from 1280 px: one per step, spelled out for Tailwind. */
const stepColumns: Record<number, string> = {
  3: "xl:grid-cols-3",
  4: "xl:grid-cols-4",
  5: "xl:grid-cols-5",
};

/**
 * Steps in order (by default the five steps of a project; the products' way from demo to launch
 * and the hiring steps too), in three layouts:
 *
 * - below 1024 px, a timeline under the heading: number, then title and text beside it, a line
 *   joining the numbers;
 * - from 1024 px, the same timeline beside the heading (five columns there would be 180 px wide,
 *   a paragraph of nine lines each);
 * - from 1280 px, a column a step under a rule, the steps sharing three rows (number, title,
 *   text: each step is a subgrid of the list's grid), so where one title wraps to two lines and
 *   its neighbour's does not, every title still starts on one line and every paragraph on the
 *   next.
 */
export function ProcessSection({
  tone = "light",
  heading = common.process,
  steps = processSteps,
}: ProcessSectionProps) {
  const ink = tone === "ink";
  return (
    <section
      className={cn("section", ink && "bg-ink text-slate-300", tone === "paper" && "bg-slate-50")}
    >
      <div className="container-page lg:grid lg:grid-cols-12 lg:gap-x-12 xl:block">
        <SectionHeading
          {...heading}
          align="left"
          onInk={ink}
          className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start xl:static"
        />
        <ol
          className={cn(
            "mt-12 grid max-w-2xl gap-8 lg:col-span-7 lg:mt-0 xl:mt-14 xl:max-w-none xl:gap-x-0 xl:gap-y-0 xl:divide-x xl:border-t",
            stepColumns[steps.length],
            ink
              ? "xl:divide-white/15 xl:border-white/15"
              : "xl:divide-slate-200 xl:border-slate-200",
          )}
        >
          {steps.map((step, index) => (
            <li
              key={step.title}
              className={cn(
                "relative grid grid-cols-[3.5rem_1fr] gap-x-5 before:absolute before:top-12 before:-bottom-6 before:left-5 before:w-px last:before:hidden xl:row-span-3 xl:grid-cols-1 xl:grid-rows-subgrid xl:px-6 xl:pt-8 xl:before:hidden xl:first:pl-0 xl:last:pr-0",
                ink ? "before:bg-white/15" : "before:bg-slate-200",
              )}
            >
              <StepNumber
                index={index}
                onInk={ink}
                className="row-span-2 xl:row-span-1 xl:text-5xl"
              />
              <h3
                className={cn(
                  "self-start pt-1 text-lg font-bold xl:mt-5 xl:pt-0",
                  ink && "text-white",
                )}
              >
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed xl:mt-3">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
