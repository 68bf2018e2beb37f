import { z } from "zod";

import type { Picture } from "./shared";

import {
  choice,
  colour,
  date,
  group,
  id,
  image,
  list,
  order,
  searchDescription,
  text,
  whole,
} from "./fields";
import { card, statistic } from "./shared";
import { wordmark } from "./wordmark";

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
export const portfolioScreenDevice: Record<PortfolioScreen, "browser" | "phones" | "landscape"> = {
  commerce: "browser",
  health: "phones",
  fleet: "phones",
  cricket: "landscape",
  document: "browser",
  chat: "browser",
  "design-system": "browser",
  booking: "browser",
};

/** One thing a project's screen lists: a product, a room, a field read from a document … */
export const portfolioArtItem = group(
  {
    name: text({
      label: "Name",
      hint: "Such as Lakadong Turmeric, Lake View Suite or Policy number.",
      max: 30,
      why: "fit a card of the mock-up on two lines",
    }),
    detail: text({
      label: "Detail",
      hint: "A short line with the name: a pack size, a room's size, the value read from a document, the last message, a doctor's speciality.",
      max: 30,
      why: "fit a card of the mock-up",
    }).optional(),
    figure: text({
      label: "Figure",
      hint: "A price, a date, a time or a short tag, such as ₹349, 12 May or 68%.",
      max: 14,
      why: "fit beside the name",
    }).optional(),
  },
  { label: "Item", summary: "{{fields.name}}" },
);

export const portfolioArt = group(
  {
    screen: choice(portfolioScreenIds, {
      label: "Screen",
      hint: "What the mock-up shows; each screen has its own device (browser, two phones or a phone held sideways).",
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
      hint: "Without https://, such as spicetrail.in/shop. Only browser screens show it; leave empty for phones.",
    }).optional(),
    brand: text({
      label: "App name",
      hint: "The name the screen shows in its header (on the game, its title banner), as the client's users know it, such as SpiceTrail.",
      max: 20,
      why: "fit the screen's header",
    }),
    nav: list(text({ label: "Menu label", max: 18, why: "fit a menu button" }), {
      label: "Menu",
      hint: "The app's menu, in order, such as Shop, Gift boxes, Recipes. A browser screen shows it across the top (the first entry open) or down the side (the third open); on two phones the second phone shows the second entry's page, and the health app its first four as tiles; the game shows the first three as its buttons. Left empty, the screen shows plain labels of its kind.",
      max: 6,
    }).optional(),
    headline: text({
      label: "Main line",
      hint: "The screen's largest words: the shop's or hotel's banner, the document's or page's title, the question asked in the chat, the greeting on the health app, the stop in view on the delivery app, the score in the game.",
      max: 40,
      why: "fit the screen on one or two lines",
    }),
    subline: text({
      label: "Second line",
      hint: "The line under the main line: the banner's promise, the document's details, the assistant's answer in the chat, the chart's caption on the health app, the stop's time and load, the overs left in the game.",
      max: 64,
      why: "fit under the main line on one or two lines",
    }).optional(),
    items: list(portfolioArtItem, {
      label: "Listed on the screen",
      hint: "What the screen lists, first to last: products, rooms, a document's fields, conversations, the design system's sample card, appointments and reports, a stop's checklist. Up to five; each drawing shows as many as it has room for, and the first is the one it shows largest. Left empty, the screen shows grey lines in their place.",
      summary: "{{fields.name}}",
      max: 5,
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
    measure: text({
      label: "How it was measured",
      hint: "One sentence under the figure on the case study: what was counted, over what period, against what, such as: Orders placed on the site in the twelve months after launch, against the twelve before.",
      widget: "text",
      min: 30,
      max: 170,
      why: "say what the figure measures in a sentence",
    }),
  },
  { label: "Result", summary: "{{fields.label}}: {{fields.value}}" },
);

/** A role on the project's team and how many people held it. */
export const portfolioTeamRole = group(
  {
    role: text({ label: "Role", hint: "Such as Flutter developer or QA engineer.", max: 40 }),
    count: whole({ label: "People", min: 1, max: 20 }),
  },
  { label: "Role", summary: "{{fields.count}} × {{fields.role}}" },
);

/** One thing that was built, and how. */
export const portfolioDeliverable = group(
  {
    title: text({ label: "What", max: 60, why: "fit a heading" }),
    description: text({
      label: "How",
      widget: "text",
      min: 60,
      why: "say how it was built",
    }),
  },
  { label: "Part of the work", summary: "{{fields.title}}" },
);

/**
 * content/projects/{id}.json: one delivered project, shown as a card on home and /portfolio and as
 * its own case study at /portfolio/{id}.
 */
export const portfolioProjectEntry = group(
  {
    id: id({
      hint: "The case study's address (/portfolio/{id}), the entry's file name and the name of its mock-up picture; changing it needs the picture redrawn and a redirect from the old address.",
    }),
    order: order(),
    title: text({ label: "Title", max: 60, why: "fit the project card" }),
    category: choice(portfolioCategoryIds, { label: "Category" }),
    published: date({
      label: "Case study published",
      hint: "The day the case study first went on the site; search engines show it.",
    }),
    imageAlt: text({
      label: "Picture description",
      hint: "What the mock-up (or the screenshot, when there is one) shows, for people who cannot see it.",
      widget: "text",
      min: 20,
      why: "describe the picture",
    }),
    art: portfolioArt,
    screenshot: image({
      label: "Screenshot",
      hint: "A picture of the finished work, shown instead of the mock-up; without one, the mock-up drawn from the settings above is shown.",
      aspect: [4, 3],
      maxKilobytes: 300,
    }).optional(),
    description: searchDescription(
      "Summary",
      "On the project's card and at the top of its case study; its first sentences are the case study's description in search results and on its sharing card.",
    ),
    clientName: text({ label: "Client", hint: "The client's company name as they write it." }),
    clientShort: text({
      label: "Client, in short",
      hint: "How the row of clients' names on home names them, when the name above is long (Sanjeevani Hospitals). Without it, the name above without its legal form (Pvt. Ltd., LLC).",
      max: 24,
      why: "stand on one line in the row of clients' names",
    }).optional(),
    clientLogo: image({
      label: "Client's logo",
      hint: "The client's own logo, with their agreement: an SVG, or a PNG on a transparent background, in one dark colour and wider than tall. Shown in the row of clients on home, over the client's quote and at the top of the case study; without one, the wordmark below is drawn instead.",
      maxKilobytes: 40,
    }).optional(),
    wordmark: wordmark.optional(),
    clientAbout: text({
      label: "The client and their business",
      hint: "Who they are, where, what they sell and to whom, and where they stood before the project.",
      widget: "text",
      min: 120,
      why: "introduce the client",
    }),
    challenge: text({
      label: "The challenge",
      hint: "What was going wrong or missing, in the client's terms, and what the project had to achieve.",
      widget: "text",
      min: 120,
      why: "tell the story",
    }),
    challengeSolved: text({
      label: "Challenge and solution, in short",
      hint: "Two or three sentences for the project's summary on /portfolio.",
      widget: "text",
      min: 40,
      why: "tell the story",
    }),
    approach: text({
      label: "How we worked",
      hint: "The approach in a paragraph: discovery, releases, how the client was involved.",
      widget: "text",
      min: 120,
      why: "say how the work was done",
    }),
    built: list(portfolioDeliverable, {
      label: "What we built",
      hint: "The main parts of the work, each with how it was done.",
      summary: "{{fields.title}}",
      min: 2,
      max: 6,
    }),
    stats: list(portfolioStat, {
      label: "Results",
      hint: "Each measured once, with a label of its own; the case study's figures band shows them with how each was measured.",
      summary: "{{fields.label}}: {{fields.value}}",
      min: 2,
      max: 3,
    }),
    technologies: list(
      id({
        label: "Technology id",
        why: "as it names an entry of Technologies",
      }),
      {
        label: "Technologies",
        hint: "Ids of entries in Technologies (such as nextjs or flutter): each links to its page, and the technology's page lists this project.",
        min: 1,
      },
    ),
    tools: list(text({ label: "Tool or service", max: 40 }), {
      label: "Other tools and services",
      hint: "What the stack used that has no page under Technologies, such as Razorpay or Figma.",
    }),
    projectDuration: text({ label: "Duration", hint: "In months, such as 5 months." }).superRefine(
      (value, context) => {
        if (!/^\d+ months$/.test(value))
          context.addIssue({
            code: "custom",
            message: `is "${value}"; write the number of months, such as 5 months`,
          });
      },
    ),
    team: list(portfolioTeamRole, {
      label: "Team",
      hint: "Who worked on it from our side: each role and how many held it.",
      summary: "{{fields.count}} × {{fields.role}}",
      min: 1,
    }),
  },
  { label: "Project", summary: "{{fields.title}}" },
).superRefine((project, context) => {
  const labels = project.stats.map((stat) => stat.label);
  labels.forEach((label, at) => {
    if (labels.indexOf(label) !== at)
      context.addIssue({
        code: "custom",
        path: ["stats", at, "label"],
        message: `is "${label}", which another result of this project already uses; give each result its own label`,
      });
  });
  project.technologies.forEach((technology, at) => {
    if (project.technologies.indexOf(technology) !== at)
      context.addIssue({
        code: "custom",
        path: ["technologies", at],
        message: `is "${technology}", which the list already names; name each technology once`,
      });
  });
});

/**
 * content/data/portfolio.json: what the portfolio holds once, beside its projects (content/projects/):
 * the filter's labels and the /portfolio page's lists.
 */
export const portfolioFile = group({
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
          hint: "A project's id (its file name in Projects), whose first result the /portfolio hero shows.",
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
});

export type PortfolioArt = z.infer<typeof portfolioArt>;
export type PortfolioArtItem = z.infer<typeof portfolioArtItem>;
export type PortfolioProjectEntry = z.infer<typeof portfolioProjectEntry>;

/**
 * A project as the pages use it (content/portfolio.ts): its mock-up picture, its client's logo,
 * its results as { "What was measured": "Result" } for the cards and in full for its case study,
 * the names of its whole stack for the cards' chips, and the address of its case study.
 */
export type PortfolioProject = Omit<
  PortfolioProjectEntry,
  "imageAlt" | "screenshot" | "stats" | "clientLogo"
> & {
  image: Picture;
  /** The client's logo: the uploaded one, or the wordmark drawn for them. */
  logo: Picture;
  stats: Record<string, string>;
  results: PortfolioProjectEntry["stats"];
  /** The technologies' names, then the other tools. */
  stack: string[];
  /** Its case study, /portfolio/{id}. */
  projectLink: string;
};
