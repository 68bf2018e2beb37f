// A build step that redoes its work only when what it works from has changed: the key of its
// inputs (a hash the step computes) is kept in a stamp file, and the work runs again when the key
// differs or one of its outputs is missing. Used by `prepare` (scripts/content/prepare.ts) for the
// pictures drawn from content and for the brand faces' cut (scripts/build/fonts.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

interface Step {
  /** The file that keeps the key of the inputs the outputs were last made from. */
  stamp: string;
  /** The key of the inputs now. */
  key: string;
  /** Files the work writes: one missing means the work is done again whatever the key. */
  outputs?: string[];
}

/** Runs `work` unless `stamp` holds `key` and every output exists; true when it ran. */
export async function whenChanged(
  { stamp, key, outputs = [] }: Step,
  work: () => void | Promise<void>,
): Promise<boolean> {
  const kept = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : "";
  if (kept === key && outputs.every((file) => existsSync(file))) return false;
  await work();
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${key}\n`);
  return true;
}
