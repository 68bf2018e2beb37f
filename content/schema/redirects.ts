import type { z } from "zod";

import { group, href, list, sitePath } from "./fields";

/**
 * content/data/redirects.json: the addresses of entries that were published and then renamed or
 * removed, each sent on to the page that took its place, so a link or a search result that
 * points at it keeps working. The build adds one for a removed entry's address that has none
 * (./check.ts, `redirectsForGoneEntries`: to the entry it was renamed to, else to its list), which
 * the team may then point elsewhere, and writes these into the hosts' files with the site's own
 * redirects (scripts/build/host-files.ts).
 */
export const redirectsFile = group({
  redirects: list(
    group(
      {
        from: sitePath({
          label: "Old address",
          hint: "The address the entry was published at, such as /products/food-delivery.",
        }),
        to: href({
          label: "Now at",
          hint: "The page that replaced it, such as /products/food-ordering, or the list it was in, such as /products.",
        }),
      },
      { label: "Redirect", summary: "{{fields.from}} → {{fields.to}}" },
    ),
    { label: "Redirects", summary: "{{fields.from}} → {{fields.to}}" },
  ),
});

export type RedirectsFile = z.infer<typeof redirectsFile>;
