import { perks } from "@/content/careers";
import { jobs } from "@/content/jobs";
import { pageArt } from "@/content/page-art";
import { practiceLead } from "@/content/team";
import { ArtRow, BandArt, Panel } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";
import { WidePicture } from "@/components/ui/wide-picture";

/**
 * /careers: the leads the open roles work with, each once, by their drawing or portrait, name
 * and practice (the roles themselves are the page's list, just below: as a board of roles the
 * band listed them twice), and the perks under them.
 */
export function CareersHeroArt() {
  const leads = [...new Set(jobs.map((job) => job.lead))].map((id) => practiceLead(id));
  return (
    <BandArt>
      <Panel title={pageArt.careers.title}>
        <ul className="space-y-2">
          {leads.map((lead) => (
            <ArtRow
              key={lead.id}
              lead={
                <WidePicture
                  picture={{ ...lead.portrait, alt: "" }}
                  frameClassName="block size-10 shrink-0 overflow-hidden rounded-full ring-1 ring-slate-200"
                  className="size-full object-cover object-[50%_30%]"
                />
              }
              title={lead.name}
              detail={lead.role}
            />
          ))}
        </ul>
        <p className="mt-3 text-xs text-(--band-muted)">{pageArt.careers.subtitle}</p>
      </Panel>
      <ul className="mt-4 grid grid-cols-4 gap-2">
        {perks.map((perk) => (
          <li
            key={perk.title}
            className="flex flex-col items-center gap-1.5 rounded-xl border border-(--band-line) bg-(--band-glass) px-1 py-2.5 text-center text-[11px] leading-tight text-(--band-soft)"
          >
            <Icon name={perk.icon} className="size-5 text-(--band-accent)" />
            {perk.title}
          </li>
        ))}
      </ul>
    </BandArt>
  );
}
