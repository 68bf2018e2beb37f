// Reads content/data/home.json, edited in the CMS as "Home page".
import data from "./data/home.json";
import { fillAll } from "./placeholders";
import type { HomeFile } from "./schema/home";

const file = fillAll(data as HomeFile);

export const hero = file.hero;

/** Anchors other pages link to (docs/routes.md). */
export const homeAnchors = {
  technologies: "TECHNOLOGIES",
  portfolio: "PORTFOLIO",
  contact: "CONTACT",
} as const;

/** The headings and buttons of the home page's sections, top to bottom. */
export const homeText = file.sections;
