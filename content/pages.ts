import { blogText } from "./blog";
import data from "./data/pages.json";
import { privacy, terms } from "./legal";
import { fillAll } from "./placeholders";
import type { PagesFile, PageText } from "./schema/pages";
import { site } from "./site";

/**
 * The site's fixed pages, from content/data/pages.json (edited in the CMS as "Page titles and
 * descriptions"). Their addresses are fixed by the routes (docs/routes.md), so they stay here.
 */
const text = fillAll(data as PagesFile).pages;

/** The description is the page's one: its metadata, sharing card, sitemap and site search read it. */
export interface PageEntry extends PageText {
  href: string;
}

/** The site's fixed pages, for their metadata, the sitemap, sharing cards and the site search. */
export const pages = [
  { href: "/", title: text.home.title, description: site.description },
  { href: "/about", ...text.about },
  { href: "/services", ...text.services },
  { href: "/technologies", ...text.technologies },
  { href: "/products", ...text.products },
  { href: "/portfolio", ...text.portfolio },
  { href: "/blog", ...blogText.page },
  { href: "/hire", ...text.hire },
  { href: "/quote", ...text.quote },
  { href: "/contact", ...text.contact },
  { href: "/careers", ...text.careers },
  { href: "/support", ...text.support },
  { href: "/search", ...text.search },
  { href: "/privacy-policies", title: privacy.title, ...text.privacy },
  { href: "/terms-and-conditions", title: terms.title, ...text.terms },
] as const satisfies readonly PageEntry[];

export type PageHref = (typeof pages)[number]["href"];

export function getPage(href: PageHref): PageEntry {
  // The type admits only listed hrefs, so the find always succeeds.
  return pages.find((page) => page.href === href) as PageEntry;
}
