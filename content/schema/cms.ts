import { z } from "zod";

import { collections, isFolder, type ContentCollection } from "./collections";
import { ruleWords } from "./fields";

/**
 * The Decap CMS configuration, generated from the content schemas: one collection per content
 * file or folder of entries (./collections.ts), one field per schema field, with the widget, label, hint and limits the schema states.
 * scripts/content/prepare.ts writes it to public/admin/config.yml for every build.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  // Ours, from the fields' .meta() (./fields.ts):
  label?: string;
  hint?: string;
  widget?: string;
  summary?: string;
  min?: number;
  max?: number;
  aspect?: [number, number];
  maxKilobytes?: number;
  /** The pattern the editor tests as one types, and its message in the build's words. */
  editorPattern?: [string, string];
  /** A Markdown text that may have headings (an article's). */
  headings?: boolean;
}

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

const humanise = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

/**
 * A pattern the editor checks as one types (ids, links, dates, a text's length), with the words the
 * build prints for it (./fields.ts states both once).
 */
const patternOf = (node: JsonSchema) => (node.editorPattern ? { pattern: node.editorPattern } : {});

/** A count or a number's range, which Decap checks itself (its messages: `editorPhrases`). */
const rangeOf = (node: JsonSchema) => ({
  ...(node.min !== undefined ? { min: node.min } : {}),
  ...(node.max !== undefined ? { max: node.max } : {}),
});

/**
 * Length limits go into the hint rather than a pattern: they apply to the text as visitors read
 * it, with its {placeholders} filled in, which only the build can count.
 */
function hintOf(node: JsonSchema): string | undefined {
  const { minLength: min, maxLength: max } = node;
  // "At least 1 character" says no more than that the field is required, which Decap shows.
  const rule =
    max === undefined
      ? min === undefined || min <= 1
        ? ""
        : `At least ${min} characters.`
      : min === undefined
        ? `At most ${max} characters.`
        : `${min} to ${max} characters.`;
  const picture =
    node.widget === "image"
      ? [
          node.aspect ? `Shaped ${node.aspect.join(":")}.` : "",
          `At most ${node.maxKilobytes ?? 300} kB.`,
        ].join(" ")
      : "";
  return [node.hint, rule, picture].filter(Boolean).join(" ") || undefined;
}

function widgetOf(node: JsonSchema): Record<string, unknown> & { widget: string } {
  if (node.anyOf) {
    const inner = node.anyOf.find((option) => option.type !== "null");
    if (inner) return widgetOf({ ...inner, ...node, anyOf: undefined });
  }
  if (node.enum) return { widget: "select", options: node.enum };
  switch (node.type) {
    case "boolean":
      return { widget: "boolean", default: false };
    case "integer":
      return { widget: "number", value_type: "int", ...rangeOf(node) };
    case "number":
      return { widget: "number", value_type: "float", ...rangeOf(node) };
    case "object":
      return { widget: "object", collapsed: true, fields: fieldsOf(node), ...summaryOf(node) };
    case "array": {
      const items = node.items ?? { type: "string" };
      const count = rangeOf(node);
      if (items.type === "object")
        return {
          widget: "list",
          collapsed: true,
          fields: fieldsOf(items),
          ...summaryOf(items),
          ...summaryOf(node),
          ...count,
        };
      return { widget: "list", field: field("item", items, true), ...count };
    }
  }
  switch (node.widget) {
    case "image":
      return {
        widget: "image",
        choose_url: false,
        // The upload's weight, refused as it is chosen (pictures.ts checks it again, and its shape).
        media_library: { config: { max_file_size: (node.maxKilobytes ?? 300) * 1000 } },
        ...patternOf(node),
      };
    case "date":
      return {
        ...patternOf(node),
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
      };
    case "markdown":
      // The toolbar offers only what lib/markdown.ts reads, so the editor cannot write what
      // the build would refuse; raw mode stays for pasting. An article's text also has headings.
      return {
        widget: "markdown",
        buttons: [
          ...(node.headings ? ["heading-two", "heading-three"] : []),
          "bold",
          "italic",
          "link",
          "bulleted-list",
          "numbered-list",
        ],
        editor_components: [],
        modes: ["rich_text", "raw"],
        sanitize_preview: true,
        ...patternOf(node),
      };
    case "text":
      return { widget: "text", ...patternOf(node) };
    default:
      return { widget: "string", ...patternOf(node) };
  }
}

const summaryOf = (node: JsonSchema) => (node.summary ? { summary: node.summary } : {});

/**
 * An optional group's fields, optional in the editor too. Decap checks a group's required fields
 * even when the group itself is optional and left empty (decap-cms issue 7748), so a job opening
 * without a salary could not be saved. Left empty, the group is not written at all; given, the
 * build still requires each of its fields (a salary with its lower end alone is refused).
 */
function optionalInside<T extends Record<string, unknown> & { widget: string }>(widget: T): T {
  if (widget.widget !== "object" || !Array.isArray(widget.fields)) return widget;
  return {
    ...widget,
    fields: (widget.fields as CmsField[]).map((inner) => ({
      ...optionalInside(inner),
      required: false,
    })),
  };
}

function field(name: string, node: JsonSchema, required: boolean): CmsField {
  const hint = hintOf(node);
  return {
    name,
    label: node.label ?? humanise(name),
    ...(hint ? { hint } : {}),
    ...(required ? {} : { required: false }),
    ...(required ? widgetOf(node) : optionalInside(widgetOf(node))),
  };
}

function fieldsOf(node: JsonSchema): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    field(name, child, required.has(name)),
  );
}

/** The fields of one content file, as the CMS edits them. */
export function cmsFields(schema: z.ZodType): CmsField[] {
  // "input": a field with a default is optional for the editor; refinements are the build's.
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return fieldsOf(json);
}

/**
 * The order of a collection's fields, recursively: [name, the order inside it, if it is a group or
 * a list of groups]. The admin's script saves every file with its keys in this order (the files'
 * order: a test holds it), so a one-field edit is a one-line diff.
 */
export type FieldOrder = [string, FieldOrder | null][];

export const fieldOrder = (fields: CmsField[]): FieldOrder =>
  fields.map((field) => [
    field.name,
    Array.isArray(field.fields) ? fieldOrder(field.fields as CmsField[]) : null,
  ]);

/** The format a collection is saved in: JSON, its keys in its fields' order (the admin's script). */
export const formatOf = (collection: ContentCollection) => `json-${collection.name}`;

function cmsCollection(collection: ContentCollection) {
  const { name, label, description, schema, preview } = collection;
  const common = {
    name,
    label,
    description,
    format: formatOf(collection),
    // The entry beside the fields, as its page lays it out (the admin's script, `templates`).
    editor: { preview: true },
  };
  const previewPath = preview.replace(/^\//, "");
  if (!isFolder(collection))
    return {
      ...common,
      files: [
        {
          name,
          label,
          file: collection.file,
          preview_path: previewPath,
          fields: cmsFields(schema),
        },
      ],
    };
  // One file per entry, named by its id: "New Testimonial" makes content/testimonials/{id}.json.
  // A Markdown entry is front matter then its text, the `body` field (./front-matter.ts).
  const fields = cmsFields(schema);
  const names = new Set(fields.map((entry) => entry.name));
  return {
    ...common,
    label_singular: collection.singular,
    folder: collection.folder,
    extension: collection.extension,
    // Markdown with front matter is Decap's own format; JSON, the admin script's (formatOf).
    ...(collection.extension === "md" ? { format: "frontmatter" } : {}),
    create: true,
    delete: true,
    identifier_field: "id",
    slug: "{{slug}}",
    summary: collection.summary,
    sortable_fields: ["order", "date", "title", "id"].filter((name) => names.has(name)),
    preview_path: previewPath,
    fields,
  };
}

/**
 * Decap's own messages for the rules it checks itself, in the build's words (./fields.ts,
 * `ruleWords`): merged into its English phrases by the admin's script (scripts/content/prepare.ts).
 * Decap fills in %{fieldLabel}, %{minCount} and the like.
 */
export function editorPhrases() {
  const w = ruleWords;
  return {
    editor: {
      editorControlPane: {
        widget: {
          required: `%{fieldLabel} ${w.missing}.`,
          // The pattern's message is the build's own sentence (patternOf).
          regexPattern: "%{fieldLabel} %{pattern}.",
          range: `%{fieldLabel} ${w.numberAtLeast("%{minValue}")} and ${w.numberAtMost("%{maxValue}")}.`,
          min: `%{fieldLabel} ${w.numberAtLeast("%{minValue}")}.`,
          max: `%{fieldLabel} ${w.numberAtMost("%{maxValue}")}.`,
          rangeCount: `%{fieldLabel} has fewer than %{minCount} or more than %{maxCount} entries; ${w.listAtLeast("%{minCount}")}, and ${w.listAtMost("%{maxCount}")}.`,
          rangeCountExact: `%{fieldLabel} does not have %{count} entries; ${w.listExactly("%{count}")}.`,
          rangeMin: `%{fieldLabel} has fewer than %{minCount} entries; ${w.listAtLeast("%{minCount}")}.`,
          rangeMax: `%{fieldLabel} has more than %{maxCount} entries; ${w.listAtMost("%{maxCount}")}.`,
        },
      },
    },
    mediaLibrary: {
      mediaLibrary: {
        fileTooLarge: `The picture is over %{size} kB; ${w.weight("%{size}")}.`,
      },
    },
  };
}

/**
 * What the admin's script (scripts/content/editor.js, `setUpEditor`) needs from the schemas: the
 * messages, each collection's format with its fields' order, and its preview template's name (the
 * collection's, or its file's) with, for a file, the key of the list of entries it holds.
 */
export function editorSettings() {
  return {
    phrases: editorPhrases(),
    formats: Object.fromEntries(
      collections.map((collection) => [
        formatOf(collection),
        fieldOrder(cmsFields(collection.schema)),
      ]),
    ),
    previews: Object.fromEntries(
      collections.map((collection) => [
        collection.name,
        isFolder(collection) ? [collection.name] : [collection.name, collection.name],
      ]),
    ),
  };
}

export interface CmsSettings {
  /** "owner/name" of the GitHub repository the site is built from; without it, local editing only. */
  repo?: string;
  branch: string;
  /** The OAuth provider that signs editors in to GitHub (Netlify's unless set). */
  authBaseUrl?: string;
  authEndpoint?: string;
  /** The commit status the host sets with its preview's address (Decap finds "deploy" ones). */
  previewContext?: string;
  siteUrl: string;
}

export function cmsConfig(settings: CmsSettings) {
  const { repo, branch, authBaseUrl, authEndpoint, previewContext, siteUrl } = settings;
  const backend = repo
    ? {
        name: "github",
        repo,
        branch,
        ...(authBaseUrl ? { base_url: authBaseUrl } : {}),
        ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
        ...(previewContext ? { preview_context: previewContext } : {}),
        squash_merges: true,
        commit_messages: {
          create: "Content: create {{collection}} “{{slug}}”",
          update: "Content: update {{collection}} “{{slug}}”",
          delete: "Content: delete {{collection}} “{{slug}}”",
          uploadMedia: "Content: upload “{{path}}”",
          deleteMedia: "Content: delete “{{path}}”",
        },
      }
    : // No repository configured: the admin edits through `npm run cms`'s local server only.
      { name: "proxy", proxy_url: "http://localhost:8081/api/v1", branch };
  return {
    backend,
    // On localhost, edits go to the files on disk through decap-server when it runs.
    local_backend: true,
    publish_mode: "editorial_workflow",
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/logo.svg",
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    collections: collections.map(cmsCollection),
  };
}
