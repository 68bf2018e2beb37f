import type { z } from "zod";

import { group, searchDescription, text } from "./fields";

const line = (label: string, hint?: string, vars?: readonly string[]) =>
  text({ label, hint, vars });

/** content/data/blog.json: the words of /blog, of each article's page, of tag pages and feeds. */
export const blogFile = group({
  page: group(
    {
      title: text({ label: "Title", max: 40, why: "fit in the menu and the tab" }),
      description: searchDescription(),
    },
    { label: "The /blog page: title and description" },
  ),
  hero: group(
    {
      eyebrow: line("Small line above the heading"),
      title: text({ label: "Heading", max: 70, why: "fit on two lines of the band" }),
      description: text({ label: "Introduction", widget: "text", max: 240 }),
    },
    { label: "Band at the top of /blog" },
  ),
  art: group(
    {
      title: line("Heading of the picture's card of the articles' authors"),
      authors: line(
        "How many write, beside that heading",
        "{count} is the number of authors (of the topic, on a topic's page).",
        ["count"],
      ),
      feeds: line("Line under the feeds in the picture"),
    },
    { label: "Picture beside the heading" },
  ),
  list: group(
    {
      title: line("Heading of the list of articles"),
      topics: line("Heading of the topics"),
      feeds: line("Line before the feed links"),
      rss: line("RSS feed link"),
      atom: line("Atom feed link"),
    },
    { label: "List of articles" },
  ),
  article: group(
    {
      eyebrow: line("Small line above an article's title"),
      by: line("Before the author's name", "Such as By.", []),
      published: line("Before the publication date"),
      updated: line("Before the date of the last update"),
      minutes: line("Reading time", "{minutes} is the number of minutes.", ["minutes"]),
      contents: line("Heading of the article's contents", "Beside the text on wide screens."),
      tags: line("Heading of the article's topics"),
      aboutAuthor: line("Heading of the author's box"),
      more: line("Heading of the other articles"),
      back: line("Link back to the list"),
    },
    { label: "Each article's page" },
  ),
  tag: group(
    {
      eyebrow: line("Small line above a tag page's heading"),
      title: line(
        "Tag page's heading",
        "{tag} is the tag, named as the articles spell it (App pricing, DPDP Act): set it where a capital reads right, alone or at the start, not mid-sentence.",
        ["tag"],
      ),
      description: line(
        "Tag page's description",
        "{tag} is the tag: as in the heading, start with it. {count} is how many articles (the words below), {latest} the newest one's date.",
        ["tag", "count", "latest"],
      ),
      count: group(
        {
          one: line("One article"),
          many: line("Several articles", "{count} is how many.", ["count"]),
        },
        { label: "How many articles, in the description" },
      ),
    },
    { label: "Each tag's page" },
  ),
  cta: group(
    {
      title: line("Heading of the closing call to action"),
      description: text({ label: "Its text", widget: "text" }),
      action: line("Its button"),
    },
    { label: "Call to action at the end of an article" },
  ),
  feed: group(
    {
      title: line("Title of the feeds", "What a feed reader lists the feed as."),
      description: text({ label: "Description of the feeds", widget: "text" }),
    },
    { label: "RSS and Atom feeds" },
  ),
});

export type BlogFile = z.infer<typeof blogFile>;
