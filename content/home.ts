// Reads content/data/home.json, edited in the CMS as "Home page".
import data from "./data/home.json";
import { showcaseLayout, type ShowcasePlacement } from "../lib/hero-showcase";
import { fillVars } from "./fill-vars";
import { fillAll } from "./placeholders";
import { portfolioProjects } from "./portfolio";
import type { HomeFile } from "./schema/home";
import { portfolioScreenDevice, type PortfolioProject } from "./schema/portfolio";
import { developersAvailable } from "./site";

const file = fillAll(data as HomeFile);

/**
 * The projects home's hero picture shows, where it shows each (lib/hero-showcase.ts); the build
 * refuses an id that names no project (content/schema/check.ts).
 */
export const heroShowcase: ShowcasePlacement<PortfolioProject>[] = showcaseLayout(
  file.hero.showcase.map(({ id }) => {
    const project = portfolioProjects.find((entry) => entry.id === id);
    if (!project) throw new Error(`content/data/home.json: hero → showcase → ${id} is no project`);
    return project;
  }),
  (project) => portfolioScreenDevice[project.art.screen],
);

const devices = {
  window: "in a browser",
  landscape: "on a phone held sideways",
  phone: "on a phone",
};
const named = heroShowcase.map(
  ({ item, frame, slot }) =>
    `${item.title} ${slot !== "back" && frame === "window" ? "in a smaller window" : devices[frame]}`,
);
const screens = `${named.slice(0, -1).join(", ")} and ${named.at(-1)!}`;

export const hero = {
  ...file.hero,
  illustrationAlt: fillVars(file.hero.illustrationAlt, { screens }),
};

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
