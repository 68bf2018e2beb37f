import { z } from "zod";

import { parseMarkdown } from "@/lib/markdown";
import { DESCRIPTION_LIMITS, metaDescription } from "@/lib/description";

import { iconNames } from "./icons";

/**
 * The building blocks of every content schema. Each field says, once, what the build accepts,
 * the TypeScript type the pages get, and how the CMS edits it (its label, hint and widget, read by
 * ./cms.ts). Their messages are written for the marketing team: what is wrong and why it matters.
 */

/** How the CMS edits a string: one line, a paragraph, Markdown, or a picture from public/. */
export type TextWidget = "string" | "text" | "markdown" | "image" | "date";

export interface FieldInfo {
  /** The name the CMS shows; the field's key when left out. */
  label?: string;
  /** A line under the field in the CMS. */
  hint?: string;
}

interface TextOptions extends FieldInfo {
  widget?: TextWidget;
  /** Fewest characters, and the reason the site needs them. */
  min?: number;
  max?: number;
  /** What the limits are for, ending "at most 160 …": e.g. "show in search results". */
  why?: string;
  /**
   * Names a text may use in braces besides the site's own placeholders (e.g. {count} in
   * "{count} characters left"), filled in by the page as it runs.
   */
  vars?: readonly string[];
}

/**
 * Facts a text may name in braces instead of writing them out, so each is stated once, in
 * content/data/site.json: {projects} becomes "998+" wherever it is written.
 */
export const figureNames = [
  "businesses",
  "employees",
  "years",
  "projects",
  "developers",
  "countries",
  "clients",
  "awards",
  "satisfaction",
  "successRate",
  "founded",
] as const;

export const factNames = [
  "company",
  "legalName",
  "email",
  "supportEmail",
  "careersEmail",
  "privacyEmail",
  "phone",
  "hours",
  "hoursClosed",
  "responsePromise",
  "city",
  "region",
  "address",
] as const;

export type PlaceholderName = (typeof figureNames)[number] | (typeof factNames)[number];

export const placeholderNames: readonly string[] = [...figureNames, ...factNames];

/**
 * The words of the rules whose numbers the editor fills in itself (how many entries a list has,
 * a number's range, an upload's weight, a field left empty): the build prints them with the
 * numbers, the editor's messages (./cms.ts, `editorPhrases`) with its own placeholders.
 */
export const ruleWords = {
  missing: "is missing",
  listAtLeast: (n: number | string) => `it needs at least ${n}`,
  listAtMost: (n: number | string) => `at most ${n} fit`,
  listExactly: (n: number | string) => `the site is laid out for exactly ${n}`,
  numberAtLeast: (n: number | string) => `must be ${n} or more`,
  numberAtMost: (n: number | string) => `must be ${n} or less`,
  weight: (kilobytes: number | string) =>
    `at most ${kilobytes} kB keep the page fast (save it smaller, as WebP or JPEG)`,
};

const characters = (n: number) => `${n} character${n === 1 ? "" : "s"}`;

/** The {names} a text uses that neither the site nor the field knows. */
export function unknownPlaceholders(text: string, vars: readonly string[] = []): string[] {
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");
  return names.filter((name) => !placeholderNames.includes(name) && !vars.includes(name));
}

/**
 * What a length limit says, in the words both the build and the editor print: the build after "is
 * 62 characters; ", the editor after "is over 60 characters; " (./cms.ts).
 */
export function lengthRules(options: { min?: number; max?: number; why?: string }) {
  const { min, max, why } = options;
  return {
    atLeast: `it needs at least ${min}${why ? `: ${why}` : ""}`,
    atMost: `at most ${max} ${why ?? "fit here"}`,
  };
}

/**
 * The editor's check of a text's length, as a pattern Decap tests as one types, and the message it
 * shows. The editor counts the text as written, the build as visitors read it, its {placeholders}
 * filled in: so a text naming one is left to the build, and the message holds whenever it shows.
 */
export function lengthPattern(options: { min?: number; max?: number; why?: string }) {
  const { min, max } = options;
  if (min === undefined && max === undefined) return undefined;
  const { atLeast, atMost } = lengthRules(options);
  const counted = `[\\s\\S]{${min ?? 0},${max ?? ""}}`;
  const message =
    min === undefined
      ? `is over ${characters(max!)}; ${atMost}`
      : max === undefined
        ? `is under ${characters(min)}; ${atLeast}`
        : `is under ${min} or over ${characters(max)}; ${atLeast}, and ${atMost}`;
  return [`^(?:[\\s\\S]*\\{[\\s\\S]*|${counted})$`, message] as const;
}

/**
 * A text that must match a pattern (an id, a link, a date): the build says `is "…"; ` and the
 * rule, the editor `is not accepted; ` and the same rule, as one types (./cms.ts reads it).
 */
function patterned(schema: z.ZodString, pattern: RegExp, rule: string) {
  return schema
    .regex(pattern, { error: (issue) => `is "${String(issue.input)}"; ${rule}` })
    .meta({ editorPattern: [pattern.source, `is not accepted; ${rule}`] });
}

/** A text. Placeholders are checked here and filled in by content/placeholders.ts. */
export function text(options: TextOptions = {}) {
  const { min, max, why, vars = [], widget = "string", label, hint } = options;
  const { atLeast, atMost } = lengthRules({ min, max, why });
  let schema = z.string({
    error: (issue) => (issue.input === undefined ? ruleWords.missing : "must be text"),
  });
  if (min !== undefined)
    schema = schema.check(
      z.minLength(min, {
        error: (issue) => `is ${characters(String(issue.input).length)}; ${atLeast}`,
      }),
    );
  if (max !== undefined)
    schema = schema.check(
      z.maxLength(max, {
        error: (issue) => `is ${characters(String(issue.input).length)}; ${atMost}`,
      }),
    );
  const editorPattern = lengthPattern({ min, max, why });
  return schema
    .superRefine((value, context) => {
      for (const name of unknownPlaceholders(value, vars))
        context.addIssue({
          code: "custom",
          message: `names {${name}}, which is not a fact the site knows; use one of ${[
            ...placeholderNames,
            ...vars,
          ]
            .map((known) => `{${known}}`)
            .join(", ")}`,
        });
    })
    .meta({ widget, label, hint, ...(editorPattern ? { editorPattern } : {}) });
}

interface MarkdownOptions extends FieldInfo {
  /** How many paragraphs (lists aside) the page is laid out for. */
  paragraphs?: { min?: number; max?: number };
  /** Headings ## and ### are allowed: an article's text, which the page does not divide itself. */
  headings?: boolean;
}

/**
 * A long text in Markdown: paragraphs, bulleted or numbered points, bold, italic and links, as the
 * editor's toolbar writes them (lib/markdown.ts reads it; components/ui/markdown.tsx shows it).
 */
export function markdown(options: MarkdownOptions = {}) {
  const { paragraphs: count = {}, headings = false, ...info } = options;
  const field = text({ ...info, widget: "markdown", min: 1 });
  return field.meta({ ...field.meta(), headings }).superRefine((value, context) => {
    const { blocks, problems } = parseMarkdown(value, { headings });
    for (const message of problems) context.addIssue({ code: "custom", message });
    const found = blocks.filter((block) => block.type === "paragraph").length;
    const plural = (n: number) => `${n} paragraph${n === 1 ? "" : "s"}`;
    if (count.min !== undefined && found < count.min)
      context.addIssue({
        code: "custom",
        message: `has ${plural(found)}; it needs at least ${count.min} (leave an empty line between paragraphs)`,
      });
    if (count.max !== undefined && found > count.max)
      context.addIssue({
        code: "custom",
        message: `has ${plural(found)}; the page is laid out for at most ${count.max}`,
      });
  });
}

interface ImageOptions extends FieldInfo {
  /** Width to height of the picture's frame on the page; the build refuses another shape. */
  aspect?: readonly [number, number];
  /** The largest file the page takes (./pictures.ts checks it at build time); 300 unless said. */
  maxKilobytes?: number;
}

/**
 * A picture uploaded through the CMS into public/images/ (its path, e.g. "/images/shop.webp"),
 * edited as a picture. The build checks its file (./pictures.ts): there, small, the right shape.
 */
export function image(options: ImageOptions = {}) {
  return patterned(
    z.string({ error: () => "must be the path of a picture under public/" }),
    /^\/[^\s]+\.(svg|png|webp|jpe?g|avif|SVG|PNG|WEBP|JPE?G|AVIF)$/,
    "it must be a picture's path under public/, such as /images/shop.webp",
  ).meta({ widget: "image", ...options });
}

/** A colour code such as #c2410c, written in a text field. */
export function colour(label: string, hint: string) {
  return patterned(
    z.string({ error: () => "must be a colour code, such as #c2410c" }),
    /^#[0-9a-fA-F]{6}$/,
    "write the colour as # and six digits or letters a-f, such as #c2410c",
  ).meta({ widget: "string", label, hint });
}

/** A calendar date, written 2025-02-20 and picked from a calendar in the CMS. */
export function date(options: FieldInfo = {}) {
  return patterned(
    z.string({ error: () => "must be a date" }),
    /^\d{4}-\d{2}-\d{2}$/,
    "write a date as year-month-day, e.g. 2025-02-20",
  )
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: "is not a real date" })
    .meta({ widget: "date", ...options });
}

/** A site address: a path on this site ("/quote", "/#CONTACT") or a full https:// address. */
export function href(options: FieldInfo = {}) {
  return patterned(
    z.string({ error: () => "must be a link" }),
    /^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9]+)$/,
    "a link starts with / (a page of this site), https://, mailto: or tel:",
  ).meta({ widget: "string", ...options });
}

/** An address of this site alone, such as /products/food-delivery: no host, query or anchor. */
export function sitePath(options: FieldInfo = {}) {
  return patterned(
    z.string({ error: () => "must be an address of this site" }),
    /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/,
    "an address here is / and lower-case words with dashes, such as /products/food-delivery",
  ).meta({ widget: "string", ...options });
}

/**
 * An id: lower case letters, digits and dashes. Most become part of an address; `why` says what
 * else one is for (a form option's code, say).
 */
export function id(options: FieldInfo & { why?: string } = {}) {
  const { why = "as it becomes the page's address", ...info } = options;
  return patterned(
    z.string({
      error: (issue) => (issue.input === undefined ? ruleWords.missing : "must be text"),
    }),
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    `an id is lower-case letters, digits and single dashes, ${why}`,
  ).meta({ widget: "string", label: "Id (part of the address)", ...info });
}

/** One of a fixed set of codes, chosen from a list in the CMS. */
export function choice<const T extends readonly [string, ...string[]]>(
  options: T,
  info: FieldInfo = {},
) {
  return z
    .enum(options, {
      error: (issue) =>
        issue.input === undefined
          ? ruleWords.missing
          : `is "${String(issue.input)}", which is not one of: ${options.join(", ")}`,
    })
    .meta({ widget: "select", ...info });
}

export function flag(info: FieldInfo = {}) {
  return z.boolean({ error: () => "must be on or off (true or false)" }).meta({ ...info });
}

export function whole(info: FieldInfo & { min?: number; max?: number } = {}) {
  const { min, max, ...rest } = info;
  let schema = z
    .number({
      error: (issue) => (issue.input === undefined ? ruleWords.missing : "must be a whole number"),
    })
    .int({
      error: () => "must be a whole number",
    });
  if (min !== undefined) schema = schema.min(min, { error: () => ruleWords.numberAtLeast(min) });
  if (max !== undefined) schema = schema.max(max, { error: () => ruleWords.numberAtMost(max) });
  return schema.meta({
    ...rest,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  });
}

/**
 * Where an entry of a folder collection stands in its lists: lower first. Numbers with gaps
 * (10, 20, 30) leave room to put a new entry between two others without renumbering them.
 */
export function order(info: FieldInfo = {}) {
  return whole({
    label: "Position",
    hint: "Lower numbers come first in lists (10, 20, 30 … leave room between).",
    min: 0,
    ...info,
  });
}

interface ListOptions extends FieldInfo {
  /** What the CMS shows for a collapsed item, e.g. "{{fields.title}}". */
  summary?: string;
  /** Exactly this many items (a count the product fixes), or a range. */
  length?: number;
  min?: number;
  max?: number;
}

/** A list. Items with an `id` must not share one, since ids become addresses. */
export function list<T extends z.ZodType>(item: T, options: ListOptions = {}) {
  const { length, min, max, ...info } = options;
  return z
    .array(item, { error: () => "must be a list" })
    .superRefine((items, context) => {
      if (length !== undefined && items.length !== length)
        context.addIssue({
          code: "custom",
          message: `has ${items.length} entries; ${ruleWords.listExactly(length)}`,
        });
      if (min !== undefined && items.length < min)
        context.addIssue({
          code: "custom",
          message: `has ${items.length} entries; ${ruleWords.listAtLeast(min)}`,
        });
      if (max !== undefined && items.length > max)
        context.addIssue({
          code: "custom",
          message: `has ${items.length} entries; ${ruleWords.listAtMost(max)}`,
        });
      const seen = new Map<unknown, number>();
      items.forEach((entry, index) => {
        const key = (entry as { id?: unknown } | null)?.id;
        if (typeof key !== "string") return;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, index);
        else
          context.addIssue({
            code: "custom",
            path: [index, "id"],
            message: `"${key}" is already the id of entry ${first + 1}; every id must be different, as each becomes an address`,
          });
      });
    })
    .meta({ ...info, min: length ?? min, max: length ?? max });
}

/** A group of fields, shown as one block in the CMS. */
export function group<T extends z.ZodRawShape>(
  shape: T,
  info: FieldInfo & { summary?: string } = {},
) {
  return z
    .object(shape, {
      error: (issue) =>
        issue.input === undefined ? ruleWords.missing : "must be a group of fields",
    })
    .strict()
    .meta({ ...info });
}

/** One of the icons the site draws. */
export function icon(info: FieldInfo = {}) {
  return choice(iconNames, { label: "Icon", ...info });
}

/** A description search results can show: its leading sentences fit within 70 to 160 characters. */
export function searchDescription(label = "Description", hint?: string) {
  return text({ label, hint, widget: "text", min: DESCRIPTION_LIMITS.min }).superRefine(
    (value, context) => {
      const shown = metaDescription(value);
      if (shown.endsWith("…"))
        context.addIssue({
          code: "custom",
          message: `starts with a sentence of ${value.split(/[.!?](\s|$)/)[0]?.length ?? 0} characters; search results show at most ${DESCRIPTION_LIMITS.max}, so end a sentence by then`,
        });
    },
  );
}
