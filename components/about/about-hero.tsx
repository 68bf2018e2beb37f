import { aboutAnchors } from "@/content/navigation";
import { pageArt } from "@/content/page-art";
import { aboutText } from "@/content/sections";
import { leaders, practiceLeads } from "@/content/team";
import { PageHero } from "@/components/sections/page-hero";
import { Picture } from "@/components/ui/picture";

const { jumpLinks: labels } = aboutText;
const jumpLinks = (["profile", "team", "culture", "achievements"] as const).map((section) => ({
  label: labels[section],
  anchor: aboutAnchors[section],
}));

/**
 * The band's composition on wide screens: the founders' portraits with their names and roles,
 * over a strip of the practice leads' portraits. The same pictures as the team section below
 * (fetched once), and every name in it is there too, so it is hidden from assistive technology.
 */
function TeamArt() {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <p className="text-sm font-semibold text-brand-200">{pageArt.about.title}</p>
      <ul className="mt-4 grid grid-cols-2 gap-4">
        {leaders.slice(0, 2).map((person) => (
          <li key={person.name}>
            <Picture
              picture={{ ...person.portrait, alt: "" }}
              priority
              className="aspect-4/5 w-full rounded-2xl bg-white/10 object-cover shadow-2xl ring-1 shadow-black/40 ring-white/15"
            />
            <p className="mt-3 font-display text-lg leading-tight font-bold text-white">
              {person.name}
            </p>
            <p className="mt-0.5 text-sm leading-snug text-slate-300">{person.role}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-white/15 pt-5">
        <ul className="grid grid-cols-8 gap-2">
          {practiceLeads.slice(0, 8).map((person) => (
            <li key={person.name}>
              <Picture
                picture={{ ...person.portrait, alt: "" }}
                priority
                className="aspect-4/5 w-full rounded-lg bg-white/10 object-cover ring-1 ring-white/15"
              />
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-300">{pageArt.about.subtitle}</p>
      </div>
    </div>
  );
}

export function AboutHero() {
  return (
    <PageHero art={<TeamArt />} {...aboutText.hero}>
      <nav aria-label={labels.label} className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {jumpLinks.map((link) => (
            <li key={link.anchor}>
              <a
                href={`#${link.anchor}`}
                className="inline-flex min-h-11 items-center rounded-full border border-white/30 bg-white/10 px-5 text-sm font-semibold text-white transition-colors hover:bg-white hover:text-brand-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}
