import { parse, stringify } from "yaml";

/**
 * Markdown files with front matter, as the content editor (Decap CMS, `format: "frontmatter"`)
 * reads and writes them: a YAML block between two `---` lines, then the Markdown body.
 *
 *   ---
 *   title: What a fixed-price app quote should include
 *   date: 2026-09-14
 *   ---
 *   The body, in Markdown.
 *
 * The body becomes the entry's `body` field, as it is in the editor. The file ends with one newline
 * after the body (Decap adds one to every file it saves that has none), and the YAML keys come in
 * the schema's field order.
 */

const FENCE = "---";

export class FrontMatterError extends Error {}

/** The front matter's fields and the body, or a FrontMatterError in words an editor can act on. */
export function parseFrontMatter(text: string): Record<string, unknown> {
  const source = text.replace(/\r\n?/g, "\n");
  if (!source.startsWith(`${FENCE}\n`))
    throw new FrontMatterError(
      "does not start with a line of three dashes (---) opening its front matter",
    );
  const end = source.indexOf(`\n${FENCE}`, FENCE.length);
  const after = source.slice(end + FENCE.length + 1);
  if (end < 0 || !(after === "" || after.startsWith("\n")))
    throw new FrontMatterError(
      "has no line of three dashes (---) closing its front matter before the text",
    );
  let data: unknown;
  try {
    // The core schema: a date written 2026-09-14 stays the text the schema checks.
    data = parse(source.slice(FENCE.length + 1, end), { schema: "core" }) ?? {};
  } catch (error) {
    throw new FrontMatterError(
      `has front matter that is not valid YAML: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  if (typeof data !== "object" || Array.isArray(data))
    throw new FrontMatterError("has front matter that is not a list of fields (name: value)");
  const body = after.slice(1);
  return { ...(data as Record<string, unknown>), ...(body.trim() ? { body } : {}) };
}

/** The file the editor writes for these fields (`body` is the text after the front matter). */
export function stringifyFrontMatter(entry: Record<string, unknown>): string {
  const { body = "", ...fields } = entry;
  const yaml = stringify(fields, { schema: "core" }).trim();
  const text = String(body).trimEnd();
  return `${FENCE}\n${yaml}\n${FENCE}\n${text ? `${text}\n` : ""}`;
}
