// Reads content/data/home.json, edited in the CMS as "Home page".
import data from "./data/home.json";
import { fillAll, fillVars } from "./placeholders";
import type { HomeFile } from "./schema/home";
import { developersAvailable } from "./site";

const file = fillAll(data as HomeFile);

export const hero = file.hero;

/** Anchors other pages link to (docs/routes.md). */
export const homeAnchors = {
  technologies: "TECHNOLOGIES",
  portfolio: "PORTFOLIO",
  contact: "CONTACT",
} as const;

/** The words of the home page's sections, top to bottom (the hero's are `hero`). */
export const homeText = {
  ...file.sections,
  about: {
    ...file.sections.about,
    highlights: file.sections.about.highlights.map((line) =>
      fillVars(line, { developersAvailable }),
    ),
  },
};
