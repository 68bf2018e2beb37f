import { aboutAnchors } from "@/content/navigation";
import { pageArt } from "@/content/page-art";
import { aboutText } from "@/content/sections";
import { leaders, practiceLeads } from "@/content/team";
import { JumpLinks } from "@/components/ui/jump-links";
import { PageHero } from "@/components/sections/page-hero";
import { TABLET, WidePicture } from "@/components/ui/wide-picture";

const { jumpLinks: labels } = aboutText;
const jumpLinks = (["profile", "team", "culture", "achievements"] as const).map((section) => ({
  label: labels[section],
  anchor: aboutAnchors[section],
}));

/**
 * The band's composition from tablets up: the team as a wall, the founders first, then the
 * practice leads, each by first name; one row across the band under its text on tablets, two
 * rows of five beside it from 1024 px. The same pictures as the team section below (fetched
 * once), and every name in it is there too, so it is hidden from assistive technology.
 */
function TeamArt() {
  const wall = [...leaders, ...practiceLeads].slice(0, 10);
  return (
    <div aria-hidden="true" className="hidden md:block">
      <p className="text-sm font-semibold text-(--band-label)">{pageArt.about.title}</p>
      <ul className="mt-4 grid grid-cols-5 gap-3 md:max-lg:grid-cols-10">
        {wall.map((person) => (
          <li key={person.name}>
            <WidePicture
              media={TABLET}
              picture={{ ...person.portrait, alt: "" }}
              className="aspect-4/5 h-auto w-full rounded-xl bg-(--band-glass) object-cover shadow-xl ring-1 shadow-(color:--band-shadow) ring-(--band-line)"
            />
            <p className="mt-2 truncate text-xs font-semibold text-(--band-fg)">
              {person.name.split(" ")[0]}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-(--band-line) pt-4 text-sm text-(--band-muted)">
        {pageArt.about.subtitle}
      </p>
    </div>
  );
}

export function AboutHero() {
  return (
    <PageHero tone="paper" art={<TeamArt />} tabletArt {...aboutText.hero}>
      <JumpLinks
        label={labels.label}
        links={jumpLinks.map((link) => ({ label: link.label, href: `#${link.anchor}` }))}
      />
    </PageHero>
  );
}
