import { pageArt } from "@/content/page-art";
import { featuredTechnologies, techGroups, technologies } from "@/content/technologies";
import type { Technology } from "@/content/types";
import { HeroArt } from "@/components/sections/hero-art";
import { sameGroupTechnologies, servicesUsing } from "@/lib/catalogue";

import { technologyLogo } from "./technology-icon";

const logoTile = (technology: Technology) => ({
  label: technology.name,
  logo: technologyLogo(technology.id),
});

/** /technologies: the featured logos, under a card counting each group. */
export function TechnologiesHeroArt() {
  return (
    <HeroArt
      tiles={featuredTechnologies.map(logoTile)}
      card={{
        icon: "cpu",
        ...pageArt.technologies,
        rows: techGroups.slice(0, 4).map((group) => ({
          label: group,
          value: String(technologies.filter((technology) => technology.group === group).length),
        })),
      }}
    />
  );
}

/** A technology: its neighbours in the group, under its own card with what we build with it. */
export function TechnologyHeroArt({ technology }: { technology: Technology }) {
  return (
    <HeroArt
      tiles={sameGroupTechnologies(technology).map(logoTile)}
      card={{
        logo: technologyLogo(technology.id),
        title: technology.name,
        subtitle: `${pageArt.technology.services}: ${servicesUsing(technology).length}`,
        rows: technology.useCases.slice(0, 3).map((useCase) => ({ label: useCase })),
      }}
    />
  );
}
