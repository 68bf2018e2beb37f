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
    },
    { label: "Site search (page not found)" },
  ),
  goBack: line("Back button (page not found)"),
});

export type WidgetsFile = z.infer<typeof widgetsFile>;
