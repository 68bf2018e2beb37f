/**
 * The entries of a folder collection (content/testimonials/, …), read from the disk when the
 * site is built: each page module reads them once, in their `order`. The build checked them
 * against their schema before it started (scripts/content/prepare.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { byOrder, parseEntry, type ContentSource } from "./schema/entries";

const root = process.cwd();

// The development server reloads the modules it compiled, not files read from the disk: in
// development, this module also requires a stamp that `npm run cms` rewrites whenever an entry
// changes (scripts/content/entries-stamp.ts), so that this module, and every page reading entries
// through it, is evaluated again and the next reload shows the change. Builds and tests skip it.
if (process.env.NODE_ENV === "development")
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dependency, not a value
  require("../.entries-stamp.json");

export const disk: ContentSource = {
  read: (file) => readFileSync(join(root, file), "utf8"),
  list: (folder) => readdirSync(join(root, folder)),
};

/**
 * The entries of the folder (a path from the repository's root), in order: its `.json` files, or
 * its `.md` files (front matter, then the Markdown text as `body`).
 */
export function readEntries<T>(folder: string, extension: "json" | "md" = "json"): T[] {
  return disk
    .list(folder)
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => {
      const file = `${folder}/${name}`;
      return parseEntry(file, disk.read(file)) as T & { id: string };
    })
    .sort(byOrder);
}

/**
 * An entry as the pages use it: its `order` has placed it and is not content, so that nothing
 * carries it into a page's data.
 */
export function withoutOrder<T extends { order?: unknown }>({
  order,
  ...rest
}: T): Omit<T, "order"> {
  void order;
  return rest;
}
