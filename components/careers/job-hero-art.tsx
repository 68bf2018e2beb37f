import { perks } from "@/content/careers";
import { careersText } from "@/content/sections";
import { site } from "@/content/site";
import { BandArt, TileTitle } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";

/**
 * A role's band: why join the studio, each perk with its line, on a card headed by the studio
 * and its city. The role's own facts (contract, place, experience, salary, last day) stand once
 * under its summary and in the page's "At a glance", and its duties are the page's text, so the
 * picture shows neither.
 */
export function JobHeroArt() {
  return (
    <BandArt>
      <div className="rounded-2xl bg-white p-5 text-slate-600 shadow-2xl ring-1 shadow-(color:--band-shadow) ring-(--band-line)">
        <TileTitle
          tile={site.name.charAt(0)}
          title={careersText.perks.eyebrow}
          detail={`${site.name} · ${site.address.city}`}
        />
        <ul className="mt-4 divide-y divide-slate-100">
          {perks.map((perk) => (
            <li key={perk.title} className="flex gap-3 py-3 last:pb-0">
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={perk.icon} className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{perk.title}</span>
                <span className="mt-0.5 block text-xs leading-snug">{perk.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </BandArt>
  );
}
