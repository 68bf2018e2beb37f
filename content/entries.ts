/**
 * The entries of a folder collection (content/testimonials/, …), read from the disk when the
 * site is built: each page module reads them once, in their `order`. The build checked them
 * against their schema before it started (scripts/content/prepare.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { byOrder, parseEntry, type ContentSource } from "./schema/entries";

const root = process.cwd();

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
