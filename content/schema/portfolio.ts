import { z } from "zod";

import type { Picture } from "../types";

import { choice, colour, group, id, image, list, text, whole } from "./fields";
import { card, statistic } from "./shared";

/** The portfolio's categories, in the order of the filter's buttons after "All". */
export const portfolioCategoryIds = ["web", "mobile", "game", "ai", "design"] as const;

export type PortfolioCategory = (typeof portfolioCategoryIds)[number];

/** The project screens scripts/pictures/portfolio.ts can draw, each in its device frame. */
export const portfolioScreenIds = [
  "commerce",
  "health",
  "fleet",
  "cricket",
  "document",
  "chat",
  "design-system",
  "booking",
] as const;

export type PortfolioScreen = (typeof portfolioScreenIds)[number];

/** The device each screen is drawn in: the wide ones fill a window, the others a phone. */
export const portfolioScreenDevice: Record<PortfolioScreen, "browser" | "phones" | "monitor"> = {
  commerce: "browser",
  health: "phones",
  fleet: "phones",
  cricket: "monitor",
  document: "browser",
  chat: "browser",
  "design-system": "browser",
  booking: "browser",
};

export const portfolioArt = group(
  {
    screen: choice(portfolioScreenIds, {
      label: "Screen",
      hint: "What the mock-up shows; each screen has its own device (browser, two phones or a monitor).",
    }),
    hue: whole({
      label: "Colour shift (degrees)",
      hint: "Turns the background's tint of the accent colour so neighbouring projects differ: 0 is the accent itself, -40 to 40 is usual.",
      min: -180,
      max: 180,
    }),
    accent: colour("Accent colour", "The screen's main colour, such as #c2410c."),
    url: text({
      label: "Address in the browser bar",
      hint: "Without https://, such as spicetrail.example/shop. Only browser screens show it; leave empty for phones and monitors.",
    }).optional(),
  },
  { label: "Mock-up picture" },
);

export const portfolioStat = group(
  {
    label: text({ label: "What was measured", max: 40, why: "fit the project card" }),
    value: text({
      label: "Result",
      hint: "Short, such as +38%, 3.1x or 120K+.",
      max: 14,
      why: "fit the project card",
    }),
  },
  { label: "Result", summary: "{{fields.label}}: {{fields.value}}" },
);

export const portfolioProjectEntry = group(
  {
    id: id({
      hint: "The project's place on /portfolio (/portfolio#{id}) and the name of its mock-up picture; changing it needs the picture redrawn.",
    }),
    title: text({ label: "Title", max: 60, why: "fit the project card" }),
    category: choice(portfolioCategoryIds, { label: "Category" }),
    imageAlt: text({
      label: "Picture description",
      hint: "What the mock-up (or the screenshot, when there is one) shows, for people who cannot see it.",
      widget: "text",
      min: 20,
      why: "describe the picture",
    }),
    art: portfolioArt,
    screenshot: image({
      label: "Screenshot (optional)",
      hint: "A picture of the finished work, shown instead of the mock-up; without one, the mock-up drawn from the settings above is shown.",
      aspect: [4, 3],
      maxKilobytes: 300,
    }).optional(),
    description: text({ label: "Summary", widget: "text", min: 40, why: "say what was built" }),
    technologies: list(text(), { label: "Technologies", min: 3 }),
    challengeSolved: text({
      label: "Challenge and solution",
      widget: "text",
      min: 40,
      why: "tell the story",
    }),
    stats: list(portfolioStat, {
      label: "Results",
      hint: "Each measured once, with a label of its own.",
      summary: "{{fields.label}}: {{fields.value}}",
      min: 2,
      max: 3,
    }),
    clientName: text({ label: "Client" }),
    projectDuration: text({ label: "Duration", hint: "In months, such as 5 months." }).superRefine(
      (value, context) => {
        if (!/^\d+ months$/.test(value))
          context.addIssue({
            code: "custom",
            message: `is "${value}"; write the number of months, such as 5 months`,
          });
      },
    ),
  },
  { label: "Project", summary: "{{fields.title}}" },
);

/** content/data/portfolio.json: the sample projects, the filter's labels and the /portfolio page's lists. */
export const portfolioFile = group({
  projects: list(portfolioProjectEntry, {
    label: "Projects",
    hint: "Shown in this order on the home page and /portfolio.",
    summary: "{{fields.title}}",
    length: 8,
  }),
  categories: group(
    {
      all: text({ label: "All projects", max: 12, why: "fit a filter button" }),
      ...(Object.fromEntries(
        portfolioCategoryIds.map((category) => [
          category,
          text({ label: category, max: 12, why: "fit a filter button" }),
        ]),
      ) as Record<PortfolioCategory, ReturnType<typeof text>>),
    },
    {
      label: "Category names",
      hint: "The filter's buttons and each project's badge.",
    },
  ),
  services: list(card(), {
    label: "Services strip (/portfolio)",
    summary: "{{fields.title}}",
    length: 4,
  }),
  techStack: list(text({ label: "Technology" }), {
    label: "Technologies in the /portfolio hero",
    min: 8,
    max: 10,
  }),
  heroResults: list(
    group(
      {
        id: id({
          label: "Project id",
          hint: "A project above, whose first result the /portfolio hero shows.",
        }),
      },
      { summary: "{{fields.id}}" },
    ),
    {
      label: "Results in the /portfolio hero",
      hint: "Projects whose first measured result the hero shows, in this order; the site's headline figures are in the band lower down.",
      summary: "{{fields.id}}",
      min: 2,
      max: 4,
    },
  ),
  statsBand: list(statistic, {
    label: "Figures band (/portfolio)",
    summary: "{{fields.label}}",
    min: 1,
  }),
}).superRefine((file, context) => {
  file.projects.forEach((project, index) => {
    const labels = project.stats.map((stat) => stat.label);
    labels.forEach((label, at) => {
      if (labels.indexOf(label) !== at)
        context.addIssue({
          code: "custom",
          path: ["projects", index, "stats", at, "label"],
          message: `is "${label}", which another result of this project already uses; give each result its own label`,
        });
    });
  });
  for (const category of portfolioCategoryIds)
    if (!file.projects.some((project) => project.category === category))
      context.addIssue({
        code: "custom",
        path: ["projects"],
        message: `has no project in the category "${category}"; its filter button would show nothing`,
      });
});

export type PortfolioArt = z.infer<typeof portfolioArt>;
export type PortfolioProjectEntry = z.infer<typeof portfolioProjectEntry>;

/**
 * A project as the pages use it (content/portfolio.ts): its mock-up picture, its results as
 * { "What was measured": "Result" }, and its link to its place on /portfolio.
 */
export type PortfolioProject = Omit<PortfolioProjectEntry, "imageAlt" | "screenshot" | "stats"> & {
  image: Picture;
  stats: Record<string, string>;
  /** A page on this site that tells more (no external demo links). */
  projectLink: string;
};
