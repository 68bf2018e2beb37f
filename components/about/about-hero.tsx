import { aboutAnchors } from "@/content/navigation";
import { pageArt } from "@/content/page-art";
import { aboutText } from "@/content/sections";
import { leaders, practiceLeads } from "@/content/team";
import { JumpLinks } from "@/components/ui/jump-links";
import { PageHero } from "@/components/sections/page-hero";
import { WidePicture } from "@/components/ui/wide-picture";

const { jumpLinks: labels } = aboutText;
const jumpLinks = (["profile", "team", "culture", "achievements"] as const).map((section) => ({
  label: labels[section],
  anchor: aboutAnchors[section],
}));

/**
 * The band's composition on wide screens: the team as a wall, the founders first with their
 * roles, then the practice leads with their first names. The same pictures as the team section
 * below (fetched once), and every name in it is there too, so it is hidden from assistive
 * technology.
 */
function TeamArt() {
  const wall = [...leaders, ...practiceLeads].slice(0, 10);
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <p className="text-sm font-semibold text-brand-200">{pageArt.about.title}</p>
      <ul className="mt-4 grid grid-cols-5 gap-3">
        {wall.map((person) => (
          <li key={person.name}>
            <WidePicture
              picture={{ ...person.portrait, alt: "" }}
              className="aspect-4/5 h-auto w-full rounded-xl bg-white/10 object-cover shadow-xl ring-1 shadow-black/40 ring-white/15"
            />
            <p className="mt-2 truncate text-xs font-semibold text-white">
              {person.name.split(" ")[0]}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-white/15 pt-4 text-sm text-slate-300">
        {pageArt.about.subtitle}
      </p>
    </div>
  );
}

export function AboutHero() {
  return (
    <PageHero art={<TeamArt />} {...aboutText.hero}>
      <JumpLinks
        label={labels.label}
        links={jumpLinks.map((link) => ({ label: link.label, href: `#${link.anchor}` }))}
      />
    </PageHero>
  );
}
