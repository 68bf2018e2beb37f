import data from "./data/technologies.json";
import type { TechCategory, TechGroup, TechnologiesFile, Technology } from "./schema/technologies";

/**
 * The technologies menu and page and the home page's cards, from content/data/technologies.json
 * (edited in the CMS as "Technologies").
 */
const file = data as TechnologiesFile;

/** The groups of the technologies menu and page, in display order. */
export const techGroups: TechGroup[] = file.groups;

/** The home filter's button labels. */
export const techCategoryLabels: Record<TechCategory, string> = file.categoryLabels;

/**
 * Every technology of the menu; the logo of each is public/icons/tech/{id}.svg. The file leaves
 * `featured` out for those not on the home page; the pages read false.
 */
export const technologies: Technology[] = file.technologies.map(
  ({ id, name, group, categories, featured, description, useCases, color, logo }) =>
    ({
      id,
      name,
      group,
      categories,
      featured: featured ?? false,
      description,
      useCases,
      color,
      logo,
    }) as Technology,
);

export function getTechnology(id: string): Technology | undefined {
  return technologies.find((technology) => technology.id === id);
}

export function technologyHref(id: string): string {
  return `/technologies/${id}`;
}

const homePlace = (technology: Technology) => technology.featured || Infinity;

/** The ten home-page cards, in their places. */
export const featuredTechnologies: Technology[] = technologies
  .filter((technology) => technology.featured !== false)
  .sort((a, b) => homePlace(a) - homePlace(b));
