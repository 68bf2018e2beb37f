/**
 * How the development server sees an entry change. Pages read a folder collection's entries from
 * the disk (content/entries.ts), which the development server does not watch: it reloads only the
 * modules it compiled. So content/entries.ts, in development only, also requires this stamp, a
 * file the server does watch; `npm run cms` (scripts/content/cms.ts) rewrites it whenever a file
 * in an entry folder changes, and the server then evaluates content/entries.ts again, with every
 * module that reads entries through it: the next reload shows the saved entry. Not committed;
 * scripts/content/prepare.ts writes it before every build and development server.
 */
import { existsSync, watch, writeFileSync, type FSWatcher } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

/** The stamp, at the repository's root (content/ holds content only; its files key the pictures). */
export const STAMP = join(root, ".entries-stamp.json");

/** Writes the stamp: what changed last, and when. */
export function writeStamp(changed: string, file = STAMP) {
  writeFileSync(file, `${JSON.stringify({ changed, at: Date.now() })}\n`);
}

/** The stamp exists before anything compiles content/entries.ts. */
export function ensureStamp(file = STAMP) {
  if (!existsSync(file)) writeStamp("", file);
}

/**
 * Watches the folders (paths from `base`) and rewrites the stamp once per burst of changes to
 * their JSON files (an editor's save writes a file, sometimes in two steps). Returns a function
 * that stops watching.
 */
export function watchEntries(
  folders: readonly string[],
  { base = root, stamp = STAMP, quiet = 100 } = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(join(base, folder), (_event, name) => {
      if (!name?.toString().endsWith(".json")) return;
      clearTimeout(timer);
      timer = setTimeout(() => writeStamp(`${folder}/${name.toString()}`, stamp), quiet);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
