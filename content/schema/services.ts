import { z } from "zod";

import { choice, group, icon, id, list, markdown, order, text, whole } from "./fields";

/** The /services page's sections, in the codes its anchors use (/services#web-development). */
export const serviceCategoryIds = [
  "digital-solutions",
  "web-development",
  "mobile-development",
  "service-areas",
] as const;

export type ServiceCategoryId = (typeof serviceCategoryIds)[number];

/** The scenes a service illustration can show (drawn by scripts/pictures/services.ts). */
export const serviceSceneIds = [
  "dashboard",
  "workflow",
  "sheet",
  "design",
  "brand",
  "browser",
  "store",
  "responsive",
  "growth",
  "wireframe",
  "notifications",
  "devices",
  "twins",
  "launch",
  "toolkit",
  "code",
  "network",
  "cloud",
  "shield",
] as const;

export type ServiceScene = (typeof serviceSceneIds)[number];

/**
 * A service's id. Unlike other ids it may hold "&": the home page's service-area cards link to
 * their title lowercased with dashes (docs/routes.md), so "AI & Machine Learning" opens
 * /services/ai-&-machine-learning.
 */
const serviceId = z
  .string({ error: () => "must be text" })
  .regex(/^[a-z0-9&]+(-[a-z0-9&]+)*$/, {
    error: (issue) =>
      `is "${String(issue.input)}"; an id is lower-case letters, digits, & and single dashes, as it becomes the page's address`,
  })
  .meta({
    widget: "string",
    label: "Id (part of the address)",
    hint: "The page's address, /services/{id}, and the entry's file name. A service area's id is its home-page card title in lower case with dashes (ai-&-machine-learning).",
  });

export const serviceCategory = group(
  {
    id: choice(serviceCategoryIds, {
      label: "Section",
      hint: "Which of the four fixed sections of /services this is.",
    }),
    name: text({ label: "Name", hint: "Also shown as each of its services' category." }),
    description: text({ label: "Introduction", widget: "text" }),
    ask: group(
      {
        title: text({ label: "Question" }),
        description: text({ label: "Sentence under it", widget: "text" }),
      },
      {
        label: "Closing tile",
        hint: "Where the category's cards leave room in their last row, a tile asks this, with the shared “Get a Quote” button. Ask what a visitor who has not found their service wonders, in this category's terms.",
      },
    ),
    lead: id({
      label: "Who answers",
      hint: "The id of the practice lead (Team, Practice leads) who answers this category's questions, such as karan-trivedi: their drawing or portrait and name stand in the closing tile.",
      why: "as it names a person of the team",
    }),
  },
  { label: "Category", summary: "{{fields.name}}" },
);

export const caseStudy = group(
  {
    title: text({ label: "Title" }),
    description: text({
      label: "Client and problem",
      hint: "One or two sentences.",
      widget: "text",
    }),
    results: list(text(), {
      label: "Results",
      hint: "Measurable outcomes, each a short phrase (40% faster checkout).",
      min: 2,
      max: 3,
    }),
  },
  { label: "Case study", summary: "{{fields.title}}" },
);

export const serviceArt = group(
  {
    scene: choice(serviceSceneIds, {
      label: "Scene",
      hint: "The kind of screen the service's work is shown on, in its band and its picture: the phone scenes (notifications, devices, launch, toolkit, wireframe) show its app, twins two phones, browser, code, store and responsive a website, dashboard and growth a dashboard, network a notebook, workflow and cloud a pipeline, shield an audit report, sheet a spreadsheet, design a design tool, brand a logo with its palette.",
    }),
    hue: whole({
      label: "Colour shift (degrees)",
      hint: "Turns the colour of the client's screen in the picture so neighbouring cards differ: 0 is the brand colour, -30 to 30 is usual.",
      min: -180,
      max: 180,
    }),
  },
  { label: "Illustration" },
);

/**
 * content/services/{id}.json: one service, with its page at /services/{id}, its card in its
 * category's section of /services (in `order`), its line in the services menu (the first three
 * categories), its sharing card, sitemap and search entries.
 */
export const service = group(
  {
    id: serviceId,
    order: order(),
    categoryId: choice(serviceCategoryIds, { label: "Category" }),
    name: text({ label: "Name" }),
    description: text({
      label: "Summary",
      hint: "One sentence for the service cards and search results.",
      widget: "text",
      min: 110,
      max: 160,
      why: "fit the service cards and search results",
    }),
    icon: icon({ hint: "Shown on the service's card and on its illustration." }),
    art: serviceArt,
    fullDescription: markdown({
      label: "Overview",
      hint: "Two or three paragraphs beside the service's picture.",
      paragraphs: { min: 2, max: 3 },
    }),
    features: list(text(), { label: "What we deliver", min: 5, max: 6 }),
    benefits: list(text(), { label: "Benefits", min: 4, max: 5 }),
    techStack: list(text(), {
      label: "Technologies",
      hint: "A name spelt as on the technologies page links to its page there.",
      min: 5,
      max: 8,
    }),
    caseStudies: list(caseStudy, { label: "Case studies", length: 2 }),
  },
  { label: "Service", summary: "{{fields.name}}" },
);

/**
 * content/data/services.json: the service categories (the sections of /services) and the
 * illustrations' alt texts; the services themselves are entries of content/services/. That each
 * service's category is listed, and each category has a service, is checked across the two
 * (content/schema/check.ts).
 */
export const servicesFile = group({
  categories: list(serviceCategory, {
    label: "Categories",
    hint: "The sections of /services, in the order shown.",
    length: serviceCategoryIds.length,
  }),
  scenes: group(
    Object.fromEntries(
      serviceSceneIds.map((scene) => [scene, text({ label: scene, widget: "text" })]),
    ) as Record<ServiceScene, ReturnType<typeof text>>,
    {
      label: "Illustration descriptions",
      hint: 'What each scene shows, for people who cannot see the picture: the alt text reads "{service} illustration: {this}."',
    },
  ),
});

export type ServiceCategory = z.infer<typeof serviceCategory>;
export type CaseStudy = z.infer<typeof caseStudy>;
/** A service's illustration: the scene (which picks the screen kind) and the screen's hue shift. */
export type ServiceArt = z.infer<typeof serviceArt>;
/** A service as its entry, content/services/{id}.json, states it. */
export type ServiceEntry = z.infer<typeof service>;
/**
 * A service as the pages use it: its category's name joined in (content/services.ts). Drawn into
 * public/images/services/{id}.svg, its case study on the screen its scene names.
 */
export type Service = Omit<ServiceEntry, "order"> & { category: string };
