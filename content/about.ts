// Reads content/data/about.json, edited in the CMS as "About page".
import data from "./data/about.json";
import { fillAll } from "./placeholders";
import type { AboutFile, CulturePhoto } from "./schema/about";
import { figures } from "./site";
import type { Feature, Picture, Statistic, TimelineEntry } from "./types";

const file = fillAll(data as AboutFile);

export const story: string = file.story;

export const mission = file.mission;

export const vision = file.vision;

export const aboutStats = file.stats as Statistic[];

export const coreValues = file.coreValues as Feature[];

export const cultureHighlights = file.cultureHighlights as Feature[];

/**
 * A Life @ Dunga picture as the page shows it: the team's uploaded photo, or without one the drawn
 * scene it names (scripts/pictures/culture.ts); both 4:3 (the build checks an upload's shape).
 */
function culturePicture({ picture, photo, alt }: CulturePhoto): Picture {
  return { src: photo ?? `/images/culture/${picture}.webp`, alt, width: 800, height: 600 };
}

export const culturePhotos: Picture[] = file.culturePhotos.map(culturePicture);

/** Highlights of the award timeline, one a year; the full tally is figures.awards. */
export const awards: TimelineEntry[] = file.awards;

/** The journey starts in the founding year, stated once in content/data/site.json. */
export const journey: TimelineEntry[] = [
  { year: figures.founded, ...file.founding },
  ...file.milestones,
];
