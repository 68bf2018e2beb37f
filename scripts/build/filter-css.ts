// Writes app/filters.generated.css: the style rules that let the site's filters
// (content/filter-lists.ts) show their cards from the first paint, before the page's script runs
// (lib/filter.ts, filterRules). scripts/content/prepare.ts writes it again before every build and
// development server, so a category or card added in the editor filters with no style edit. The
// file is committed all the same, so that the tools that read the stylesheet before any build
// (Prettier's Tailwind plugin, on a fresh clone) find it; commit it when a build changed it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { filterRules } from "../../lib/filter";
import { filterLists } from "../../content/filter-lists";

export const FILTER_CSS_PATH = join(import.meta.dirname, "../../app/filters.generated.css");

export function filterCss(): string {
  return [
    "/* Written by scripts/build/filter-css.ts from the content: do not edit. */",
    ...filterLists.map(filterRules),
    "",
  ].join("\n");
}

/** Writes the file when its rules changed (an unchanged file leaves a running dev server be). */
export function writeFilterCss(path = FILTER_CSS_PATH) {
  const css = filterCss();
  if (existsSync(path) && readFileSync(path, "utf8") === css) return;
  writeFileSync(path, css);
}
