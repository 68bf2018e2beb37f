import data from "./data/technologies.json";
import { readEntries } from "./entries";
import type {
  TechCategory,
  TechGroup,
  TechnologiesFile,
  Technology,
  TechnologyEntry,
} from "./schema/technologies";

/**
 * The technologies of the menu, /technologies and the home page's cards, one entry per file in
 * content/technologies/ (edited in the CMS as "Technologies"), in their `order`; the groups' order
 * and the home filter's labels, from content/data/technologies.json ("Technology groups").
 */
const file = data as TechnologiesFile;

/** The groups of the technologies menu and page, in display order. */
export const techGroups: TechGroup[] = file.groups;

/** The home filter's button labels. */
export const techCategoryLabels: Record<TechCategory, string> = file.categoryLabels;

/**
 * Every technology of the menu, in order; the logo of each is public/icons/tech/{id}.svg. An entry
 * leaves `featured` out when it is not on the home page; the pages read false.
 */
export const technologies: Technology[] = readEntries<TechnologyEntry>("content/technologies").map(
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

/**
 * The home page's cards: every technology with a place there, lower places first (two at one
 * place keep the catalogue's order; the sort is stable).
 */
export const featuredTechnologies: Technology[] = technologies
  .filter((technology) => technology.featured !== false)
  .sort((a, b) => homePlace(a) - homePlace(b));
