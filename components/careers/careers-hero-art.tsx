import { perks } from "@/content/careers";
import { jobs, workplaceLabel } from "@/content/jobs";
import { pageArt } from "@/content/page-art";
import { ArtRow, BandArt, Chip, Panel } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";

/**
 * How many roles the board shows at most, newest first: every role the page lists today (with
 * four of six the board and the heading below it disagreed). It shows no count: a count of six
 * over four rows read as a mistake.
 */
const ART_ROLES = 6;

/** /careers: the open roles as a job board, and the perks under it. */
export function CareersHeroArt() {
  return (
    <BandArt>
      <Panel title={pageArt.careers.title}>
        <ul className="space-y-2">
          {jobs.slice(0, ART_ROLES).map((job) => (
            <ArtRow
              key={job.id}
              title={job.title}
              detail={workplaceLabel(job)}
              aside={<Chip tone="brand">{job.experience}</Chip>}
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
