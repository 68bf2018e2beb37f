import type { z } from "zod";

import { group, text } from "./fields";

const line = (label: string, hint?: string) => text({ label, hint });

/** content/data/widgets.json: the words of the product search, the site search and the back button. */
export const widgetsFile = group({
  productBadges: group(
    { new: line("New badge"), hot: line("Hot badge") },
    {
      label: "Product badges",
      hint: "On product tiles, and the names of the catalogue's filters.",
    },
  ),
  productSearch: group(
    {
      searchLabel: line("Name of the search box (read by screen readers)"),
      searchPlaceholder: line("Grey text in the empty search box"),
      searchButton: line("Button that sends the search"),
      filterLabel: line("Name of the filters (read by screen readers)"),
      allFilter: line("Filter showing every product"),
      listLabel: line("Name of the product list (read by screen readers)"),
      showing: text({
        label: "Count line",
        hint: "{shown} is the number of products shown, {total} the number in the catalogue.",
        vars: ["shown", "total"],
      }),
      empty: group(
        {
          title: line("Heading"),
          text: line("Text"),
          button: line("Button", "Clears the search and the filter."),
        },
        { label: "When nothing matches" },
      ),
    },
    { label: "Product search (/products)" },
  ),
  siteSearch: group(
    {
      label: line("Name of the search box (read by screen readers)"),
      placeholder: line("Grey text in the empty search box"),
      button: line("Button"),
      resultsLabel: line("Name of the results (read by screen readers)"),
      none: text({
        label: "When nothing matches",
        hint: "{query} is what the visitor searched for.",
        vars: ["query"],
      }),
      some: text({
        label: "When pages match",
        hint: "{count} is the number of pages, {matches} the words below for one or several, {query} what the visitor searched for.",
        vars: ["count", "matches", "query"],
      }),
      oneMatches: line("{matches} for one page"),
      manyMatch: line("{matches} for several pages"),
      all: text({
        label: "Link to every result, under the search window's first ones",
        hint: "{count} is the number of pages that match.",
        vars: ["count"],
      }),
      failed: line("When the search cannot load (the network dropped)"),
      keys: line(
        "Keys, under the search window's results",
        "For keyboard users: how to move through the results, open one and close the window.",
      ),
      close: line("Name of the search window's close button (read by screen readers)"),
      noScript: text({
        label: "Search page without JavaScript",
        hint: "Shown on /search when the browser runs no scripts, above the list of the site's pages.",
        widget: "text",
      }),
      browse: line("Heading of the list of the site's pages on /search"),
      hireTitle: text({
        label: "A hire role's title in the results",
        hint: "{role} is the role's name on /hire.",
        vars: ["role"],
      }),
      kinds: group(
        {
          page: line("A page"),
          service: line("A service"),
          technology: line("A technology"),
          product: line("A product"),
          hire: line("A hire role"),
          caseStudy: line("A case study"),
          article: line("An article"),
          job: line("A job opening"),
        },
        { label: "Kinds of page", hint: "Shown beside each result." },
      ),
    },
    {
      label: "Site search",
      hint: "The header's search window, the /search page and the page-not-found search.",
    },
  ),
  goBack: line("Back button (page not found)"),
});

export type WidgetsFile = z.infer<typeof widgetsFile>;
