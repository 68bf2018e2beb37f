import { z } from "zod";

import { date, group, id, image, list, markdown, searchDescription, text } from "./fields";

/** The largest cover an editor uploads: a 16:9 picture of about 1600 × 900 saved as WebP. */
export const COVER_MAX_KILOBYTES = 250;

/** A tag as an editor writes it: a word or a few ("App pricing", "DPDP Act"). */
const tag = z
  .string({ error: () => "must be a word or a few words" })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 &+.'-]{0,27}[A-Za-z0-9.+]$/, {
    error: (issue) =>
      `is "${String(issue.input)}"; a tag is a word or a few (letters, digits, spaces, & + . ' -), 2 to 29 characters, such as App pricing`,
  })
  .meta({ widget: "string", label: "Tag" });

/**
 * content/articles/{id}.md: one article of /blog, written as the editor writes it: its fields as
 * YAML front matter, then its text in Markdown (the `body`).
 */
export const articleEntry = group(
  {
    id: id({
      label: "Id (the article's address)",
      hint: "A few words of the title in lower case with dashes, such as fixed-price-app-quote: the article is at /blog/fixed-price-app-quote. Do not change it once published: links to it would break.",
    }),
    title: text({
      label: "Title",
      hint: "The question the article answers or its promise, as a reader would search for it.",
      min: 20,
      max: 90,
      why: "fit on two lines of a card and in search results",
    }),
    description: searchDescription(
      "Description",
      "Two sentences: what the reader will know at the end. Shown on the article's card, in search results and in the feeds.",
    ),
    date: date({ label: "Published on" }),
    updated: date({
      label: "Updated on",
      hint: "The day of the last change that matters to a reader; leave empty until then.",
    }).optional(),
    author: id({
      label: "Author",
      hint: "The id of a person in Team (such as hardik-patel): the author line links to their card on /about.",
      why: "as it is the id of a person in Team",
    }),
    tags: list(tag, {
      label: "Tags",
      hint: "One to four topics; each has a page listing its articles (/blog/tags/app-pricing). Spell a tag the same way in every article.",
      min: 1,
      max: 4,
    }),
    cover: image({
      label: "Cover picture",
      hint: "Shown on the article's card and beside its title. Without one, the site draws a cover from the tags and section headings.",
      aspect: [16, 9],
      maxKilobytes: COVER_MAX_KILOBYTES,
    }).optional(),
    coverAlt: text({
      label: "What the cover shows (with an uploaded cover)",
      hint: "One sentence for readers who cannot see it, such as: A clinic's front desk with the booking app on a tablet.",
      max: 160,
    }).optional(),
    body: markdown({
      label: "Text",
      hint: "The article in Markdown: paragraphs, ## section headings and ### under them, lists, bold, italic and links. The title is above it: do not repeat it.",
      headings: true,
      paragraphs: { min: 3 },
    }),
  },
  { label: "Article" },
).superRefine((entry, context) => {
  if (entry.updated !== undefined && entry.updated < entry.date)
    context.addIssue({
      code: "custom",
      path: ["updated"],
      message: `is ${entry.updated}, before the article was published (${entry.date}); an update comes after`,
    });
  if (entry.cover !== undefined && !entry.coverAlt)
    context.addIssue({
      code: "custom",
      path: ["coverAlt"],
      message: "is missing; with an uploaded cover, say in a sentence what it shows",
    });
  const slugs = new Set(entry.tags.map((name) => name.toLowerCase()));
  if (slugs.size < entry.tags.length)
    context.addIssue({
      code: "custom",
      path: ["tags"],
      message: "names one tag twice",
    });
});

export type ArticleEntry = z.infer<typeof articleEntry>;

/** A tag's address on /blog/tags/: "App pricing" → app-pricing, "DPDP Act" → dpdp-act. */
export const tagSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

interface Authored {
  id: string;
  author: string;
  tags: string[];
}

/**
 * What ties the articles to the rest of the content: each author is a person of the team, and a
 * tag is spelt one way across the articles (its page shows one name).
 */
export function articleProblems(articles: readonly Authored[], team: readonly string[]): string[] {
  const known = new Set(team);
  const problems = articles
    .filter((article) => !known.has(article.author))
    .map(
      (article) =>
        `content/articles/${article.id}.md: author is "${article.author}", the id of no person in content/data/team.json; write the id of one of them, such as ${team[0]}`,
    );
  const spellings = new Map<string, { name: string; id: string }>();
  for (const article of articles)
    for (const name of article.tags) {
      const first = spellings.get(tagSlug(name));
      if (!first) spellings.set(tagSlug(name), { name, id: article.id });
      else if (first.name !== name)
        problems.push(
          `content/articles/${article.id}.md: tags → "${name}" is spelt "${first.name}" in content/articles/${first.id}.md; spell a tag the same way everywhere, as it has one page`,
        );
    }
  return problems;
}
