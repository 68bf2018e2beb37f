import { dayLabel, employmentLabel, salaryLabel, workplaceLabel, type Job } from "@/content/jobs";
import { perks } from "@/content/careers";
import { careersText } from "@/content/sections";
import { site } from "@/content/site";
import { BandArt, Caption, Chip, Panel, TileTitle } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";

const text = careersText.job;

/** How many of the studio's perks the card shows. */
const PREVIEW = 3;

/**
 * A role's band: the opening as a posting card (the role, its contract, place and experience,
 * the salary where it is given), why join (the first of the studio's perks: the role's own duties
 * are the page's text), and the last day to apply.
 */
export function JobHeroArt({ job }: { job: Job }) {
  const salary = salaryLabel(job);
  return (
    <BandArt>
      <div className="rounded-2xl bg-white p-5 text-slate-600 shadow-2xl ring-1 shadow-(color:--band-shadow) ring-(--band-line)">
        <TileTitle
          tile={site.name.charAt(0)}
          title={job.title}
          detail={`${site.name} · ${site.address.city}`}
        />
        <div className="mt-4 flex flex-wrap gap-1.5">
          <Chip tone="brand">{employmentLabel(job)}</Chip>
          <Chip tone="light">{workplaceLabel(job)}</Chip>
          <Chip tone="light">{job.experience}</Chip>
        </div>
        {salary && (
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Icon name="wallet" className="size-4 text-brand-700" />
            {salary}
          </p>
        )}
      </div>
      <Panel title={careersText.perks.eyebrow} className="mt-4">
        <ul className="space-y-2">
          {perks.slice(0, PREVIEW).map((perk) => (
            <li key={perk.title} className="flex gap-2.5 text-xs leading-snug text-(--band-soft)">
              <Icon name={perk.icon} className="mt-px size-4 shrink-0 text-(--band-accent)" />
              <span className="font-semibold text-(--band-fg)">{perk.title}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Caption label={text.facts.applyBy} icon="calendar">
        {dayLabel(job.validThrough)}
      </Caption>
    </BandArt>
  );
}
