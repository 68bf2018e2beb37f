import type { z } from "zod";

import { fillAll } from "../placeholders";

/**
 * Checks one content file against its schema and says what is wrong in words an editor can act
 * on: the file, where in it (by each entry's id where it has one), and the field's own message,
 * e.g. "content/products/pharmacy.json: description is 212 characters; at most
 * 160 fit; search results show no more".
 */

export function where(data: unknown, path: readonly PropertyKey[]): string {
  const steps: string[] = [];
  let node: unknown = data;
  for (const key of path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
    if (typeof key === "number") {
      const entryId = (node as { id?: unknown } | undefined)?.id;
      steps.push(typeof entryId === "string" && entryId ? entryId : `entry ${key + 1}`);
    } else steps.push(String(key));
  }
  return steps.join(" → ");
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "on or off (true or false)",
  array: "a list",
  object: "a group of fields",
};

function described(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which the site does not use (a misspelt field name?)`;
    case "invalid_type":
      // Zod's own wording is for developers; the fields in ./fields.ts give their own.
      return issue.message.startsWith("Invalid input")
        ? `must be ${kinds[issue.expected] ?? issue.expected}`
        : issue.message;
    case "invalid_union":
      return "is none of the shapes this field takes";
    default:
      return issue.message;
  }
}

/** Limits apply to the text as visitors read it: placeholders are filled in first. */
export function contentProblems(file: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(fillAll(data));
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const place = where(data, issue.path);
    return `${file}: ${place ? `${place} ` : ""}${described(issue)}`;
  });
}
