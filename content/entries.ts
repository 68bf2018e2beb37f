/**
 * The entries of a folder collection (content/testimonials/, …), read from the disk when the
 * site is built: each page module reads them once, in their `order`. The build checked them
 * against their schema before it started (scripts/content/prepare.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { byOrder, type ContentSource } from "./schema/entries";

const root = process.cwd();

export const disk: ContentSource = {
  read: (file) => readFileSync(join(root, file), "utf8"),
  list: (folder) => readdirSync(join(root, folder)),
};

/** The entries of the folder (a path from the repository's root), in order. */
export function readEntries<T>(folder: string): T[] {
  return disk
    .list(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(disk.read(`${folder}/${name}`)) as T & { id: string })
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
