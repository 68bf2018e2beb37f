import { z } from "zod";

import { choice, group, id, list, order, searchDescription, text, whole } from "./fields";

/** The groups of the technologies menu and page; each names a section of /technologies. */
export const techGroupNames = [
  "Frontend",
  "Backend",
  "Cross-Platform",
  "Database",
  "Cloud & DevOps",
] as const;

/** The home page filter's categories. */
export const techCategoryNames = [
  "cross-platform",
  "mobile",
  "frontend",
  "full-stack",
  "web",
  "backend",
  "styling",
] as const;

/**
 * The marks drawn by hand (scripts/pictures/drawn-marks.ts) for brands whose marks the simple-icons
 * package no longer carries, chosen by name in an entry's logo.
 */
export const drawnMarkNames = ["aws", "azure"] as const;

export type DrawnMarkName = (typeof drawnMarkNames)[number];

export type TechGroup = (typeof techGroupNames)[number];
export type TechCategory = (typeof techCategoryNames)[number];

/**
 * content/technologies/{id}.json: one technology, with its page at /technologies/{id}, its line in
 * its group of the technologies menu and page (in `order`), its sharing card, sitemap and search
 * entries, and, when it has a place on the home page, its card there.
 */
export const technology = group(
  {
    id: id({
      hint: "The page's address, /technologies/{id}, and the entry's file name; also names its logo, public/icons/tech/{id}.svg, drawn by scripts/pictures/tech-icons.ts.",
    }),
    order: order({
      hint: "Lower numbers come first within its group of the menu and the page (10, 20, 30 … leave room between).",
    }),
    name: text({ label: "Name", max: 40 }),
    group: choice(techGroupNames, {
      label: "Group",
      hint: "The section of the technologies menu and page it is listed under.",
    }),
    categories: list(choice(techCategoryNames, { label: "Category" }), {
      label: "Home page filter categories",
      hint: "The filter buttons that show it on the home page; needed when it has a home page place.",
    }),
    featured: whole({
      label: "Place on the home page",
      hint: "Shows it among the home page's technology cards, lower numbers first (1, 2, 3 …); the first six in the catalogue's order are also the footer's. Leave empty to keep it off the home page.",
      min: 1,
    }).optional(),
    description: searchDescription(
      "Description",
      "One or two sentences, on its card and its page; search results show the first ones.",
    ),
    useCases: list(text({ label: "Use case" }), {
      label: "What we build with it",
      hint: "Short items for its page.",
      min: 3,
      max: 5,
    }),
    color: z
      .string({ error: () => "must be a colour code, such as #61DAFB" })
      .regex(/^#[0-9A-F]{6}$/, {
        error: (issue) =>
          `is "${String(issue.input)}"; write the brand colour as # and six digits or capital letters A-F, such as #61DAFB`,
      })
      .meta({
        widget: "string",
        label: "Brand colour",
        hint: "Such as #61DAFB; the logo is darkened from it until it reads well on white.",
      }),
    logo: group(
      {
        simpleIcon: text({
          label: "Simple Icons name",
          hint: "The brand's export in the simple-icons package, such as siReact.",
        }).optional(),
        mark: choice(drawnMarkNames, {
          label: "Drawn mark",
          hint: "For a brand simple-icons does not carry whose mark the site has drawn (AWS, Azure).",
        }).optional(),
        monogram: text({
          label: "Letters on a tile",
          hint: "1 to 3 letters, for a brand with neither (such as a new framework's initials).",
        }).optional(),
      },
      {
        label: "Logo",
        hint: "Fill in one of the three. After a change, run npx tsx scripts/pictures/tech-icons.ts.",
      },
    ).superRefine((logo, context) => {
      const given = [logo.simpleIcon, logo.mark, logo.monogram].filter(
        (value) => value !== undefined,
      );
      if (given.length !== 1)
        context.addIssue({
          code: "custom",
          message:
            "needs one of a Simple Icons name, a drawn mark or letters on a tile, and only one",
        });
      if (logo.monogram !== undefined && !/^[A-Za-z0-9]{1,3}$/.test(logo.monogram))
        context.addIssue({
          code: "custom",
          path: ["monogram"],
          message: `is "${logo.monogram}"; a tile holds 1 to 3 letters or digits`,
        });
      if (logo.simpleIcon !== undefined && !/^si[A-Z0-9]\w*$/.test(logo.simpleIcon))
        context.addIssue({
          code: "custom",
          path: ["simpleIcon"],
          message: `is "${logo.simpleIcon}"; a Simple Icons name starts with "si", such as siReact`,
        });
    }),
  },
  { label: "Technology", summary: "{{fields.name}}" },
);

/**
 * content/data/technologies.json: the order of the groups and the home filter's labels; the
 * technologies themselves are entries of content/technologies/. The home page's cards are checked
 * across them (content/schema/check.ts).
 */
export const technologiesFile = group({
  groups: list(choice(techGroupNames, { label: "Group" }), {
    label: "Order of the groups",
    hint: "The order the technologies menu and page show the groups in; each group once.",
    length: techGroupNames.length,
  }),
  categoryLabels: group(
    Object.fromEntries(
      techCategoryNames.map((name) => [name, text({ label: name, max: 20 })]),
    ) as Record<TechCategory, ReturnType<typeof text>>,
    {
      label: "Home page filter buttons",
      hint: "The label of each filter button above the home page's technology cards.",
    },
  ),
}).superRefine((file, context) => {
  file.groups.forEach((name, index) => {
    if (file.groups.indexOf(name) !== index)
      context.addIssue({
        code: "custom",
        path: ["groups", index],
        message: `lists "${name}" a second time; list each group once`,
      });
  });
});

/** A technology as its entry, content/technologies/{id}.json, states it. */
export type TechnologyEntry = z.infer<typeof technology>;

/**
 * A technology as the pages get it: `featured` is its place among the home page's cards (lower
 * first), or false when it is not one (the entry leaves the place out instead, as the CMS has no
 * "false" for a number); `logo` is exactly one of its three kinds.
 */
export type Technology = Omit<TechnologyEntry, "order" | "featured" | "logo"> & {
  featured: number | false;
  logo: { simpleIcon: string } | { mark: DrawnMarkName } | { monogram: string };
};

export type TechnologiesFile = z.infer<typeof technologiesFile>;
