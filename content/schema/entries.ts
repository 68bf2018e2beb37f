/**
 * How the content is read, wherever it is: from the disk for the build and the pages, from
 * changed copies in tests. A folder collection holds one `{id}.json` (or, for long texts,
 * `{id}.md`: front matter, then the Markdown body) per entry; its entries come in their `order`
 * (then by id), the order every list of them on the site shows.
 */
import { isFolder, placeOf, type ContentCollection, type FolderCollection } from "./collections";
import { parseFrontMatter, stringifyFrontMatter } from "./front-matter";

/**
 * A content file's text exactly as the editor saves it: two-space JSON, keys in the fields' order,
 * and a final newline (Decap adds one to every file it writes). Files written any other way would
 * change as a whole at their first edit in the editor.
 */
export const savedText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface ContentSource {
  /** A file's text, by its path from the repository's root. */
  read(file: string): string;
  /** The names of the files in a folder, by its path from the repository's root. */
  list(folder: string): string[];
}

interface Ordered {
  id?: unknown;
  order?: unknown;
}

/** Lower `order` first, then by id, so that two entries at one position keep a fixed order. */
export function byOrder(a: Ordered, b: Ordered): number {
  const position = (entry: Ordered) =>
    typeof entry.order === "number" ? entry.order : Number.POSITIVE_INFINITY;
  return position(a) - position(b) || String(a.id).localeCompare(String(b.id));
}

/** The entry files of a folder collection, as paths from the repository's root. */
export function entryFiles(collection: FolderCollection, source: ContentSource): string[] {
  return source
    .list(collection.folder)
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .sort()
    .map((name) => `${collection.folder}/${name}`);
}

/** The id a file's name gives its entry: content/testimonials/priya-raman.json → priya-raman. */
export const idOfFile = (file: string) => file.replace(/^.*\/|\.[a-z]+$/g, "");

export interface ReadContent {
  /** Each collection's data by its name: a file's value, or a folder's entries in order. */
  data: Map<string, unknown>;
  /** What could not be read at all, in words an editor can act on. */
  problems: string[];
}

/**
 * An entry's fields from its file's text: JSON, or a Markdown file's front matter with its text
 * as `body`. Throws, with a message that follows the file's name, when the text cannot be read.
 */
export function parseEntry(file: string, text: string): Record<string, unknown> {
  if (file.endsWith(".md")) return parseFrontMatter(text);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`could not be read as JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** The text the editor writes for an entry's fields, by its file's kind: a test compares them. */
export const formatEntry = (file: string, entry: Record<string, unknown>): string =>
  file.endsWith(".md") ? stringifyFrontMatter(entry) : savedText(entry);

function readJson(file: string, source: ContentSource, problems: string[]): unknown {
  try {
    return parseEntry(file, source.read(file));
  } catch (error) {
    problems.push(`${file} ${(error as Error).message}`);
    return undefined;
  }
}

/** Reads every collection: each file, and each entry of each folder. */
export function readContent(
  collections: readonly ContentCollection[],
  source: ContentSource,
): ReadContent {
  const data = new Map<string, unknown>();
  const problems: string[] = [];
  for (const collection of collections) {
    if (!isFolder(collection)) {
      data.set(collection.name, readJson(collection.file, source, problems));
      continue;
    }
    const entries = entryFiles(collection, source).map((file) =>
      readJson(file, source, problems),
    ) as Ordered[];
    if (entries.length === 0)
      problems.push(`${placeOf(collection)} has no entries; the site needs at least one`);
    data.set(collection.name, entries.filter(Boolean).sort(byOrder));
  }
  return { data, problems };
}
