import { z } from "zod";

import { collections, isFolder, type ContentCollection } from "./collections";

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
  /** A Markdown text that may have headings (an article's). */
  headings?: boolean;
}

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

const humanise = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

/** A pattern the editor checks as one types (ids, links, dates). */
const patternOf = (node: JsonSchema) =>
  node.pattern ? { pattern: [node.pattern, node.hint ?? "See the rule under the field."] } : {};

/**
 * Length limits go into the hint rather than a pattern: they apply to the text as visitors read
 * it, with its {placeholders} filled in, which only the build can count.
 */
function hintOf(node: JsonSchema): string | undefined {
  const { minLength: min, maxLength: max } = node;
  const rule =
    max === undefined
      ? min === undefined
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
      return { widget: "number", value_type: "int" };
    case "number":
      return { widget: "number", value_type: "float" };
    case "object":
      return { widget: "object", collapsed: true, fields: fieldsOf(node), ...summaryOf(node) };
    case "array": {
      const items = node.items ?? { type: "string" };
      const count = {
        ...(node.min !== undefined ? { min: node.min } : {}),
        ...(node.max !== undefined ? { max: node.max } : {}),
      };
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
      return { widget: "image", choose_url: false };
    case "date":
      return {
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
      };
    case "text":
      return { widget: "text", ...patternOf(node) };
    default:
      return { widget: "string", ...patternOf(node) };
  }
}

const summaryOf = (node: JsonSchema) => (node.summary ? { summary: node.summary } : {});

function field(name: string, node: JsonSchema, required: boolean): CmsField {
  const hint = hintOf(node);
  return {
    name,
    label: node.label ?? humanise(name),
    ...(hint ? { hint } : {}),
    ...(required ? {} : { required: false }),
    ...widgetOf(node),
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

function cmsCollection(collection: ContentCollection) {
  const { name, label, description, schema, preview } = collection;
  const common = { name, label, description, editor: { preview: false } };
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
    format: collection.extension === "md" ? "frontmatter" : "json",
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
