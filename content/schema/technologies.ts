import { z } from "zod";

import { choice, group, id, list, searchDescription, text, whole } from "./fields";

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

export type TechGroup = (typeof techGroupNames)[number];
export type TechCategory = (typeof techCategoryNames)[number];

/** The ten home page cards (docs/content.md, "Fixed counts"). */
const HOME_CARDS = 10;

export const technology = group(
  {
    id: id({
      hint: "Also names its logo, public/icons/tech/{id}.svg, drawn by scripts/pictures/tech-icons.ts.",
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
      hint: `1 to ${HOME_CARDS}: its place among the home page's ${HOME_CARDS} technology cards. Leave empty to keep it off the home page.`,
      min: 1,
      max: HOME_CARDS,
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
        monogram: text({
          label: "Letters on a tile",
          hint: "1 to 3 letters, for a brand simple-icons does not carry (such as AWS).",
        }).optional(),
      },
      {
        label: "Logo",
        hint: "Fill in one of the two. After a change, run npx tsx scripts/pictures/tech-icons.ts.",
      },
    ).superRefine((logo, context) => {
      const given = [logo.simpleIcon, logo.monogram].filter((value) => value !== undefined);
      if (given.length !== 1)
        context.addIssue({
          code: "custom",
          message:
            "needs either a Simple Icons name or letters on a tile, not both and not neither",
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

/** content/data/technologies.json: the technologies menu and page, and the home page's cards. */
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
  technologies: list(technology, {
    label: "Technologies",
    hint: "In the order the menu and page list them within each group.",
    summary: "{{fields.name}}",
  }),
}).superRefine((file, context) => {
  file.groups.forEach((name, index) => {
    if (file.groups.indexOf(name) !== index)
      context.addIssue({
        code: "custom",
        path: ["groups", index],
        message: `lists "${name}" a second time; list each group once`,
      });
  });
  const places = new Map<number, string>();
  file.technologies.forEach((entry, index) => {
    if (entry.featured === undefined) return;
    const other = places.get(entry.featured);
    if (other !== undefined)
      context.addIssue({
        code: "custom",
        path: ["technologies", index, "featured"],
        message: `is ${entry.featured}, which is already ${other}'s place on the home page; each card needs a place of its own`,
      });
    places.set(entry.featured, entry.name);
    if (entry.categories.length === 0)
      context.addIssue({
        code: "custom",
        path: ["technologies", index, "categories"],
        message: "is empty; a technology on the home page needs at least one filter category",
      });
  });
  for (let place = 1; place <= HOME_CARDS; place++)
    if (!places.has(place))
      context.addIssue({
        code: "custom",
        path: ["technologies"],
        message: `leave place ${place} on the home page empty; give it to one technology, as the home page shows exactly ${HOME_CARDS} cards, in places 1 to ${HOME_CARDS}`,
      });
});

/** A technology as content/data/technologies.json states it. */
export type TechnologyEntry = z.infer<typeof technology>;

/**
 * A technology as the pages get it: `featured` is its place among the home page's ten cards
 * (1 is first), or false when it is not one (the file leaves the place out instead, as the CMS has
 * no "false" for a number); `logo` is exactly one of its two kinds.
 */
export type Technology = Omit<TechnologyEntry, "featured" | "logo"> & {
  featured: number | false;
  logo: { simpleIcon: string } | { monogram: string };
};

export type TechnologiesFile = z.infer<typeof technologiesFile>;
