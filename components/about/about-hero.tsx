import { aboutAnchors } from "@/content/navigation";
import { figures, site } from "@/content/site";
import { PageHero } from "@/components/sections/page-hero";

const jumpLinks = [
  { label: "Company Profile", anchor: aboutAnchors.profile },
  { label: "Our Team", anchor: aboutAnchors.team },
  { label: `Life @ ${site.name}`, anchor: aboutAnchors.culture },
  { label: "Our Achievements", anchor: aboutAnchors.achievements },
];

export function AboutHero() {
  return (
    <PageHero
      eyebrow={`About ${site.name}`}
      title={`Building Dependable Software Since ${figures.founded}`}
      description={`A software development agency in ${site.address.city}, India: ${figures.employees} professionals, ${figures.projects} projects delivered and clients in ${figures.countries} countries.`}
    >
      <nav aria-label="On this page" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {jumpLinks.map((link) => (
            <li key={link.anchor}>
              <a
                href={`#${link.anchor}`}
                className="inline-flex min-h-11 items-center rounded-full border border-white/30 bg-white/10 px-5 text-sm font-semibold text-white backdrop-blur transition-colors hover:bg-white hover:text-brand-800"
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
