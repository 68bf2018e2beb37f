import { pageArt } from "@/content/page-art";
import { site } from "@/content/site";
import { supportChannels, supportPlans } from "@/content/support";
import { ArtRow, BandArt, Caption, Panel } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

/** /support: a support desk: its hours, each channel with its address, the plans as tabs. */
export function SupportHeroArt() {
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
        <ul className="space-y-2">
          {supportChannels.map((channel) => (
            <ArtRow
              key={channel.id}
              title={channel.title}
              detail={channel.action}
              lead={
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={channel.icon} className="size-4" />
                </span>
              }
            />
          ))}
        </ul>
        <ul className="mt-4 grid grid-cols-3 gap-1 rounded-lg bg-(--band-well) p-1 text-center text-xs">
          {supportPlans.map((plan, index) => (
            <li
              key={plan.name}
              className={cn(
                "rounded-md py-1.5 font-semibold",
                index === 0 ? "bg-white text-slate-900 shadow-sm" : "text-(--band-soft)",
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
