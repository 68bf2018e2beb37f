import { aboutAnchors } from "@/content/navigation";
import { coreValues, cultureHighlights, journey } from "@/content/about";
import { pageArt } from "@/content/page-art";
import { HeroArt } from "@/components/sections/hero-art";
import { aboutText } from "@/content/sections";
import { PageHero } from "@/components/sections/page-hero";

const { jumpLinks: labels } = aboutText;
const jumpLinks = (["profile", "team", "culture", "achievements"] as const).map((section) => ({
  label: labels[section],
  anchor: aboutAnchors[section],
}));

export function AboutHero() {
  return (
    <PageHero
      art={
        <HeroArt
          tiles={[...coreValues, ...cultureHighlights].map(({ title, icon }) => ({
            label: title,
            icon,
          }))}
          card={{
            icon: "building",
            ...pageArt.about,
            // The latest milestones: the figures are the profile's, further down the page.
            rows: journey
              .slice(-4)
              .reverse()
              .map(({ year, title }) => ({ label: title, value: String(year) })),
          }}
        />
      }
      {...aboutText.hero}
    >
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
