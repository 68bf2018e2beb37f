import type { z } from "zod";

import { group, searchDescription, text } from "./fields";

const title = () =>
  text({
    label: "Title",
    hint: "Shown in the browser tab, search results and the breadcrumb.",
    max: 50,
    why: "fit before the company name that search results add",
  });

const description = () =>
  searchDescription(
    "Description",
    "The page's one description: search results, sharing cards and the site search show it.",
  );

/** A fixed page's title and description; its address is fixed by the site's routes. */
const page = (label: string) => group({ title: title(), description: description() }, { label });

export const pageText = page("Page");

/** content/data/pages.json: the titles and descriptions of the site's fixed pages. */
export const pagesFile = group({
  pages: group(
    {
      home: group(
        { title: title() },
        {
          label: "Home",
          hint: "Its description is the company description under Company and figures.",
        },
      ),
      about: page("About"),
      services: page("Services"),
      technologies: page("Technologies"),
      products: page("Products"),
      portfolio: page("Portfolio"),
      hire: page("Hire developers"),
      quote: page("Get a quote"),
      contact: page("Contact"),
      careers: page("Careers"),
      support: page("Support"),
      search: page("Search"),
      privacy: group(
        { description: description() },
        { label: "Privacy policy", hint: "Its title is the policy's own." },
      ),
      terms: group(
        { description: description() },
        { label: "Terms and conditions", hint: "Its title is the terms' own." },
      ),
    },
    { label: "Pages" },
  ),
});

export type PagesFile = z.infer<typeof pagesFile>;
export type PageText = z.infer<typeof pageText>;
