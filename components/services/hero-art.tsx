import { pageArt } from "@/content/page-art";
import { serviceCategories, services } from "@/content/services";
import type { Service } from "@/content/types";
import { HeroArt, type HeroTile } from "@/components/sections/hero-art";
import { technologyLogo } from "@/components/technologies/technology-icon";
import { technologyByName } from "@/lib/catalogue";

/** /services: one tile per category's first services, under the categories' counts. */
export function ServicesHeroArt() {
  const tiles = serviceCategories.flatMap((category) =>
    services
      .filter((service) => service.categoryId === category.id)
      .slice(0, 2)
      .map((service) => ({ label: service.name, icon: service.icon })),
  );
  return (
    <HeroArt
      tiles={tiles}
      card={{
        icon: "layers",
        ...pageArt.services,
        rows: serviceCategories.map((category) => ({
          label: category.name,
          value: String(services.filter((service) => service.categoryId === category.id).length),
        })),
      }}
    />
  );
}

/** Stack entries as tiles: the logo where the site has the technology, else a code icon. */
export function stackTiles(names: string[]): HeroTile[] {
  const tiles: HeroTile[] = names.map((name) => {
    const technology = technologyByName(name);
    return technology
      ? { label: name, logo: technologyLogo(technology.id) }
      : { label: name, icon: "code" };
  });
  return [...tiles.filter((tile) => tile.logo), ...tiles.filter((tile) => !tile.logo)];
}

/** A service: its stack as tiles, under a card with a measured result from its case studies. */
export function ServiceHeroArt({ service }: { service: Service }) {
  const study = service.caseStudies[0];
  return (
    <HeroArt
      tiles={stackTiles(service.techStack)}
      card={{
        icon: service.icon,
        title: study?.title ?? service.name,
        subtitle: pageArt.service.proof,
        rows: (study?.results ?? service.benefits).slice(0, 3).map((result) => ({ label: result })),
      }}
    />
  );
}
