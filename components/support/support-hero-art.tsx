import { pageArt } from "@/content/page-art";
import { site } from "@/content/site";
import { supportPlans } from "@/content/support";
import { BandArt, Caption, Panel } from "@/components/sections/art-kit";
import { cn } from "@/lib/cn";

/**
 * /support: support at work. A ticket from its report to its fix, each step with its time, under
 * the desk's hours, and the plans as tabs. Not the channels: the page lists them right below.
 */
export function SupportHeroArt() {
  const { ticket } = pageArt.support;
  const last = ticket.steps.length - 1;
  return (
    <BandArt>
      <Panel
        title={
          <span className="flex items-center gap-2">
            <span className="size-2.5 rounded-full bg-emerald-400 ring-4 ring-emerald-400/25" />
            {site.hours}
          </span>
        }
      >
        <p className="-mt-2 mb-3 pl-[1.125rem] text-xs text-(--band-muted)">{site.hoursClosed}</p>
        <div className="rounded-xl bg-white p-4 text-slate-600 shadow-lg ring-1 shadow-(color:--band-shadow) ring-(--band-line)">
          <p className="flex items-baseline justify-between gap-3 text-xs">
            <span className="font-semibold text-brand-700 tabular-nums">{ticket.number}</span>
            <span className="truncate">{ticket.client}</span>
          </p>
          <p className="mt-1 font-display text-base leading-snug font-semibold text-slate-900">
            {ticket.title}
          </p>
          <ol className="mt-3 space-y-2.5 border-l border-slate-200 pl-4 text-xs">
            {ticket.steps.map((step, index) => (
              <li key={step.time} className="relative leading-snug">
                <span
                  className={cn(
                    "absolute top-1 -left-[1.28rem] size-2 rounded-full ring-2 ring-white",
                    index === last ? "bg-emerald-500" : "bg-brand-600",
                  )}
                />
                <span className="mr-2 font-semibold text-slate-900 tabular-nums">{step.time}</span>
                {step.text}
              </li>
            ))}
          </ol>
        </div>
        <ul className="mt-4 grid grid-cols-3 gap-1 rounded-lg bg-(--band-well) p-1 text-center text-xs">
          {/* The plan most clients choose (the one with a badge) is the open tab. */}
          {supportPlans.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                "rounded-md py-1.5 font-semibold",
                plan.badge ? "bg-white text-slate-900 shadow-sm" : "text-(--band-soft)",
              )}
            >
              {plan.name}
            </li>
          ))}
        </ul>
      </Panel>
      <Caption label={pageArt.support.title} icon="headphones">
        {pageArt.support.subtitle}
      </Caption>
    </BandArt>
  );
}
