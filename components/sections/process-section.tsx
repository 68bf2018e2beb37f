import { processSteps } from "@/content/process";
import { common } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

interface ProcessSectionProps {
  /** "ink" where the page's story turns from what we offer to how we work (home). */
  tone?: "light" | "ink";
}

export function ProcessSection({ tone = "light" }: ProcessSectionProps) {
  const ink = tone === "ink";
  const { eyebrow, title, description } = common.process;
  return (
    <section className={cn("section", ink && "bg-ink text-slate-300")}>
      <div className="container-page">
        {ink ? (
          <div className="max-w-3xl">
            {eyebrow && <p className="eyebrow text-brand-200!">{eyebrow}</p>}
            <h2 className="mt-3 text-3xl font-bold text-white sm:text-4xl">{title}</h2>
            {description && <p className="mt-4 text-lg text-slate-300">{description}</p>}
          </div>
        ) : (
          <SectionHeading {...common.process} />
        )}
        <ol
          className={cn(
            "mt-14 grid gap-8 md:grid-cols-5 md:gap-6",
            ink && "md:gap-0 md:divide-x md:divide-white/15 md:border-t md:border-white/15",
          )}
        >
          {processSteps.map((step) => (
            <li
              key={step.number}
              className={cn("relative", ink && "md:px-3 md:pt-8 md:first:pl-0 lg:px-5")}
            >
              <div className="flex items-center gap-4 md:block">
                {ink ? (
                  <span className="font-display text-4xl leading-none font-bold text-brand-300 tabular-nums md:text-5xl">
                    {String(step.number).padStart(2, "0")}
                  </span>
                ) : (
                  <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 font-display text-xl font-bold text-white tabular-nums">
                    {String(step.number).padStart(2, "0")}
                  </span>
                )}
                <h3
                  className={cn(
                    "text-lg font-bold md:mt-5",
                    ink && "text-white md:text-base lg:text-lg",
                  )}
                >
                  {step.title}
                </h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
