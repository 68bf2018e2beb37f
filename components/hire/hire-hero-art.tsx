import { hireRoles, hiringSteps } from "@/content/hire";
import { pageArt } from "@/content/page-art";
import { BandArt, Caption, Chip } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";
import { WholeParts } from "@/components/ui/space-broken";

/** How many roles' profiles the band shows (the page lists them all below). */
const PROFILES = 4;

/** /hire: a profile card for each of the first roles, with its skills, ready to join a team. */
export function HireHeroArt() {
  return (
    <BandArt>
      <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-white">
        <span className="size-2.5 rounded-full bg-emerald-400 ring-4 ring-emerald-400/25" />
        {pageArt.hire.subtitle}
      </p>
      <ul className="grid grid-cols-2 gap-3">
        {hireRoles.slice(0, PROFILES).map((role) => (
          <li
            key={role.id}
            className="flex flex-col rounded-2xl bg-white p-3.5 text-slate-700 shadow-xl shadow-black/40"
          >
            <span className="flex items-center gap-2.5">
              <span className="relative grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                <Icon name={role.icon} className="size-5" />
                <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-emerald-500 ring-2 ring-white" />
              </span>
              <span className="text-sm leading-tight font-semibold text-slate-900">
                {role.title}
              </span>
            </span>
            <span className="mt-3 flex flex-wrap gap-1">
              {role.skills.slice(0, 3).map((skill) => (
                <Chip key={skill} tone="light">
                  {skill}
                </Chip>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <Caption label={pageArt.hire.title} icon="user-check">
        {/* Each step held whole with the arrow that leads to it, so a line never ends on an
            arrow: it starts the line its step goes to. */}
        <WholeParts
          parts={hiringSteps.map((step, index) => (index > 0 ? `→ ${step.title}` : step.title))}
        />
      </Caption>
    </BandArt>
  );
}
