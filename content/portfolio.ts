// Reads content/projects/, one file per project, edited in the CMS as "Projects", and
// content/data/portfolio.json, edited as "Portfolio".
import data from "./data/portfolio.json";
import { readEntries } from "./entries";
import { fillAll } from "./placeholders";
import type {
  PortfolioCategory,
  PortfolioProject,
  PortfolioProjectEntry,
} from "./schema/portfolio";
import { getTechnology } from "./technologies";
import type { Feature, Picture, Statistic } from "./types";

/**
 * The widths each mock-up is drawn at by scripts/pictures/portfolio.ts from the project's `art`
 * (4:3), so that a phone fetches a smaller file; the largest is the picture's own file.
 */
export const MOCKUP_WIDTHS = [600, 800, 1200] as const;
const FULL = MOCKUP_WIDTHS[MOCKUP_WIDTHS.length - 1]!;

/**
 * A project's mock-up at `width`: the full width under the project's id, the others after it; as
 * WebP, or AVIF (lighter, read by every current browser) beside it.
 */
export const mockupFile = (id: string, width: number, format: "webp" | "avif" = "webp") =>
  `/images/portfolio/${id}${width === FULL ? "" : `-${width}`}.${format}`;

/** A mock-up's widths as a `srcset`, in one format. */
const mockupSrcSet = (id: string, format: "webp" | "avif") =>
  MOCKUP_WIDTHS.map((width) => `${mockupFile(id, width, format)} ${width}w`).join(", ");

function mockup(id: string, alt: string): Picture {
  return {
    src: mockupFile(id, FULL),
    alt,
    width: FULL,
    height: (FULL * 3) / 4,
    srcSet: mockupSrcSet(id, "webp"),
    avifSrcSet: mockupSrcSet(id, "avif"),
  };
}

/**
 * The box every client's logo is drawn in and shown at (5:1 wide), so logos of any shape stand at
 * one height in a row; a drawn wordmark fills it as scripts/pictures/wordmark.ts sets it.
 */
export const LOGO_BOX = { width: 240, height: 48 } as const;

/** The wordmark drawn for a project's client by scripts/pictures/clients.ts. */
export const wordmarkFile = (id: string) => `/images/clients/${id}.svg`;

/** A project's case study. */
export const caseStudyHref = (id: string) => `/portfolio/${id}`;

/** Every project, in its `order`: the cards, the case studies, the filter. */
export const portfolioProjects: PortfolioProject[] = fillAll(
  readEntries<PortfolioProjectEntry>("content/projects"),
).map(({ imageAlt, screenshot, stats, clientLogo, ...project }) => ({
  ...project,
  // Alt text names the client alone: the logo stands for their name wherever it is shown.
  logo: { src: clientLogo ?? wordmarkFile(project.id), alt: wordmarkOf(project), ...LOGO_BOX },
  // An uploaded screenshot is 4:3 like the mock-ups (the build checks its shape).
  image: screenshot
    ? { src: screenshot, alt: imageAlt, width: 1200, height: 900 }
    : mockup(project.id, imageAlt),
  stats: Object.fromEntries(stats.map(({ label, value }) => [label, value])),
  results: stats,
  // The build refuses a technology id that names no technology (content/schema/check.ts).
  stack: [...project.technologies.map((id) => getTechnology(id)?.name ?? id), ...project.tools],
  projectLink: caseStudyHref(project.id),
}));

export function getProject(id: string): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.id === id);
}

/** The case study after this one, in portfolio order; after the last, the first. */
export function nextProject(project: PortfolioProject): PortfolioProject {
  const at = portfolioProjects.findIndex((entry) => entry.id === project.id);
  return portfolioProjects[(at + 1) % portfolioProjects.length]!;
}

const categoryLabels = fillAll(data.categories) as Record<"all" | PortfolioCategory, string>;

/** "All", then each category in the filter's order. */
export const portfolioCategories: { id: "all" | PortfolioCategory; label: string }[] = (
  Object.keys(categoryLabels) as ("all" | PortfolioCategory)[]
).map((id) => ({ id, label: categoryLabels[id] }));

/** The label of a project's category, as the filter and the project badges show it. */
export function portfolioCategoryLabel(id: PortfolioCategory): string {
  return portfolioCategories.find((category) => category.id === id)?.label ?? id;
}

export const portfolioServices = fillAll(data.services) as Feature[];

export const portfolioTechStack: string[] = fillAll(data.techStack);

/**
 * A project's first measured result (its stats' first entry: what its card, the technologies'
 * groups, the shipped products and /portfolio's hero show), or none when it lists no stats.
 */
export function firstResult(
  project: PortfolioProject,
): { label: string; value: string } | undefined {
  const [first] = Object.entries(project.stats);
  return first && { label: first[0], value: first[1] };
}

/** The /portfolio hero's proof: the first measured result of each project it names. */
export const portfolioHeroResults = data.heroResults.map(({ id }) => {
  const project = getProject(id);
  if (!project) throw new Error(`content/data/portfolio.json: heroResults → ${id} is no project`);
  const { label, value } = firstResult(project) ?? { label: "", value: "" };
  return { id, title: project.title, label, value };
});

export const portfolioStatsBand = fillAll(data.statsBand) as Statistic[];

/**
 * A client's name as a wordmark: their short name when the project gives one, else their name
 * without its legal form.
 */
export function wordmarkOf({
  clientName,
  clientShort,
}: Pick<PortfolioProject, "clientName" | "clientShort">): string {
  return (
    clientShort ??
    clientName.replace(/,?\s+(Pvt\.?\s+Ltd\.?|Private Limited|LLC|Ltd\.?|Inc\.?)$/i, "")
  );
}
