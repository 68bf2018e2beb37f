import type { Job } from "@/content/jobs";
import { perks } from "@/content/careers";
import { careersText } from "@/content/sections";
import { practiceLead } from "@/content/team";
import { BandArt } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";
import { WidePicture } from "@/components/ui/wide-picture";

/**
 * A role's band: the practice lead the new joiner works with and learns from (the role's `lead`,
 * checked against the team by the build), with their drawing or portrait, role and one-line bio,
 * and under them the studio's perks by name (the careers page tells them in full). The role's own
 * facts (contract, place, experience, salary, last day) stand once under its summary and in the
 * page's "At a glance", so the picture shows none of them.
 */
export function JobHeroArt({ job }: { job: Job }) {
  const lead = practiceLead(job.lead);
  return (
    <BandArt>
      <div className="rounded-2xl bg-white p-5 text-slate-600 shadow-2xl ring-1 shadow-(color:--band-shadow) ring-(--band-line) sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {careersText.job.lead}
        </p>
        <div className="mt-4 flex gap-5">
          {/* Drawn from 1024 px only, as the band is: on the first screen there, nothing below. */}
          <WidePicture
            picture={{ ...lead.portrait, alt: "" }}
            frameClassName="block w-24 shrink-0 sm:w-28"
            className="aspect-[4/5] w-full rounded-xl object-cover"
          />
          <div className="min-w-0">
            <p className="font-display text-lg leading-snug font-semibold text-slate-900">
              {lead.name}
            </p>
            <p className="text-sm font-semibold text-brand-700">{lead.role}</p>
            <p className="mt-2 text-sm leading-snug">{lead.bio}</p>
          </div>
        </div>
        <ul className="mt-5 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4">
          {perks.map((perk) => (
            <li key={perk.title} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={perk.icon} className="size-3.5" />
              </span>
              {perk.title}
            </li>
          ))}
        </ul>
      </div>
    </BandArt>
  );
}
