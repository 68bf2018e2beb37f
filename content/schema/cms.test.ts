/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

import { disk } from "../entries";
import {
  cmsConfig,
  cmsFields,
  editorPhrases,
  editorSettings,
  fieldOrder,
  formatOf,
  type CmsField,
  type FieldOrder,
} from "./cms";
import { collections, isFolder, type ContentCollection } from "./collections";
import { entryFiles, parseEntry, savedText } from "./entries";
import { iconNames } from "./icons";
import { pictureProblems } from "./pictures";
import { contentProblems } from "./validate";

const root = join(__dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const config = cmsConfig({ branch: "main", siteUrl: "https://x.test" });
const collection = (name: string) => collections.find((c) => c.name === name)!;

/** A field of a collection's generated config, by its path of names. */
function fieldAt(name: string, ...path: string[]): CmsField {
  let fields = cmsFields(collection(name).schema);
  let found: CmsField | undefined;
  for (const step of path) {
    found = fields.find((field) => field.name === step);
    if (!found) throw new Error(`${name}: no field ${path.join(" → ")}`);
    fields = (found.fields as CmsField[] | undefined) ?? [];
  }
  return found!;
}

/** What Decap does with a field's pattern: tests the value with it, no flags. */
const refuses = (field: CmsField, value: string) => {
  const [pattern] = field.pattern as [string, string];
  return !new RegExp(pattern).test(value);
};
const messageOf = (field: CmsField) => (field.pattern as [string, string])[1];

const PRODUCT = "content/products/food-delivery.json";
const SERVICE = "content/services/website.json";

/** The build's problems with an entry (a product unless said) after `change`. */
function buildSays(change: (data: Record<string, unknown>) => void, file = PRODUCT) {
  const data = JSON.parse(read(file));
  change(data);
  return contentProblems(file, collection(file.split("/")[1]!).schema, data);
}

/** Decap's phrase with its %{names} filled in, as it shows it. */
const phrase = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe("the editor refuses what the build refuses, in the build's words", () => {
  it("a text over its length, as one types, with the sentence the build prints", () => {
    const title = fieldAt("products", "title");
    expect(refuses(title, "x".repeat(60))).toBe(false);
    expect(refuses(title, "x".repeat(61))).toBe(true);
    // Line breaks count like any character.
    expect(refuses(title, `${"x".repeat(30)}\n${"x".repeat(30)}`)).toBe(true);
    const [problem] = buildSays((data) => (data.title = "x".repeat(61)));
    expect(problem).toBe(
      "content/products/food-delivery.json: title is 61 characters; at most 60 show in search results",
    );
    expect(messageOf(title)).toBe("is over 60 characters; at most 60 show in search results");
    expect(problem!.endsWith(messageOf(title).replace(/^is over 60 characters/, ""))).toBe(true);
  });

  it("a text under its length, with the build's words", () => {
    const summary = fieldAt("projects", "description");
    expect(refuses(summary, "x".repeat(69))).toBe(true);
    expect(refuses(summary, "x".repeat(70))).toBe(false);
    expect(messageOf(summary)).toBe("is under 70 characters; it needs at least 70");
  });

  it("leaves a text naming a {fact} to the build, which counts it filled in", () => {
    const title = fieldAt("products", "title");
    // {company} is "Dunga" on the page: only the build can count the text as visitors read it.
    expect(refuses(title, `${"x".repeat(58)} {company}`)).toBe(false);
  });

  it("an id, a link, a date and a picture's path, with the rule the build states", () => {
    const cases: [CmsField, string, string, string][] = [
      [fieldAt("products", "id"), "Food Delivery", "food-delivery", "an id is"],
      [fieldAt("site", "company", "social", "href"), "www.x.test", "https://x.test", "a link"],
      [fieldAt("site", "company", "legalUpdated"), "20/2/2025", "2025-02-20", "write a date"],
      [fieldAt("testimonials", "photo"), "photo.webp", "/images/uploads/a.webp", "it must be"],
    ];
    for (const [field, wrong, right, rule] of cases) {
      expect(refuses(field, wrong)).toBe(true);
      expect(refuses(field, right)).toBe(false);
      expect(messageOf(field)).toMatch(new RegExp(`^is not accepted; ${rule}`));
    }
    const [problem] = buildSays((data) => (data.id = "Food Delivery"));
    expect(problem).toContain(`is "Food Delivery"; ${messageOf(cases[0]![0]).slice(17)}`);
  });

  it("a missing field, unless the schema makes it optional", () => {
    expect(fieldAt("testimonials", "author").required).toBeUndefined(); // Decap: required
    expect(fieldAt("testimonials", "photo").required).toBe(false);
    const [problem] = buildSays((data) => delete data.industry);
    const required = editorPhrases().editor.editorControlPane.widget.required;
    expect(problem!.endsWith(phrase(required, { fieldLabel: "industry" }).slice(0, -1))).toBe(true);
  });

  it("says a field is optional once: Decap adds “(optional)” to every field not required", () => {
    const labels = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        field.label,
        ...labels((field.fields as CmsField[] | undefined) ?? []),
        ...(field.field ? labels([field.field as CmsField]) : []),
      ]);
    const all = collections.flatMap((collection) => labels(cmsFields(collection.schema)));
    expect(all).toContain("Salary");
    expect(all.filter((label) => /optional/i.test(label))).toEqual([]);
  });

  it("states a text's least length in its hint when it asks for more than one character", () => {
    expect(fieldAt("projects", "clientAbout").hint).toMatch(/ At least 120 characters\.$/);
    // A Markdown text needs one character, which its being required already says.
    expect(fieldAt("jobs", "description").hint).toBe(
      "The role, its team and its projects, in a few paragraphs.",
    );
  });

  it("an optional group left empty, which the build accepts; given, each of its fields", () => {
    // Decap would refuse an empty optional group whose fields are required (a job's salary).
    const salary = fieldAt("jobs", "salary");
    expect(salary.required).toBe(false);
    expect((salary.fields as CmsField[]).map((inner) => [inner.name, inner.required])).toEqual([
      ["min", false],
      ["max", false],
    ]);
    const JOB = "content/jobs/flutter-developer.json";
    expect(buildSays((data) => delete data.salary, JOB)).toEqual([]);
    expect(buildSays((data) => (data.salary = { min: 700_000 }), JOB)).toEqual([
      `${JOB}: salary → max is missing`,
    ]);
  });

  it("a list's size, with the build's words for it", () => {
    expect(fieldAt("services", "caseStudies")).toMatchObject({ min: 2, max: 2 });
    expect(fieldAt("products", "features")).toMatchObject({ min: 3 });
    const { rangeMin, rangeCountExact } = editorPhrases().editor.editorControlPane.widget;
    const [fewer] = buildSays((data) => (data.features = ["a", "b"]));
    expect(fewer).toMatch(/features has 2 entries; it needs at least 3$/);
    expect(phrase(rangeMin, { fieldLabel: "Key features", minCount: 3 })).toBe(
      "Key features has fewer than 3 entries; it needs at least 3.",
    );
    const [exact] = buildSays((data) => (data.caseStudies as unknown[]).pop(), SERVICE);
    expect(exact).toMatch(/caseStudies has 1 entries; the site is laid out for exactly 2$/);
    expect(phrase(rangeCountExact, { fieldLabel: "Case studies", count: 2 })).toBe(
      "Case studies does not have 2 entries; the site is laid out for exactly 2.",
    );
  });

  it("a number's range, with the build's words", () => {
    expect(fieldAt("testimonials", "order")).toMatchObject({ widget: "number", min: 0 });
    expect(fieldAt("about", "milestones", "year")).toMatchObject({ min: 1990, max: 2100 });
    const { min } = editorPhrases().editor.editorControlPane.widget;
    const problems = contentProblems(
      "content/testimonials/x.json",
      collection("testimonials").schema,
      { ...JSON.parse(read("content/testimonials/priya-raman.json")), order: -1 },
    );
    expect(problems).toEqual(["content/testimonials/x.json: order must be 0 or more"]);
    expect(phrase(min, { fieldLabel: "Position", minValue: 0 })).toBe(
      "Position must be 0 or more.",
    );
  });

  it("a choice, from the codes the build knows", () => {
    expect(fieldAt("products", "icon")).toMatchObject({
      widget: "select",
      options: [...iconNames],
    });
  });

  it("an upload over its weight, as it is chosen, with the build's words", async () => {
    expect(fieldAt("testimonials", "photo").media_library).toEqual({
      config: { max_file_size: 100_000 },
    });
    const [problem] = await pictureProblems(
      [{ place: "photo", src: "/a.webp", aspect: [1, 1], maxKilobytes: 100 }],
      async () => ({ bytes: 150_000, width: 10, height: 10 }),
    );
    const { fileTooLarge } = editorPhrases().mediaLibrary.mediaLibrary;
    // Decap fills in the limit as Math.floor(max_file_size / 1000).
    expect(phrase(fileTooLarge, { size: 100 })).toBe(
      "The picture is over 100 kB; at most 100 kB keep the page fast (save it smaller, as WebP or JPEG).",
    );
    expect(problem).toContain(phrase(fileTooLarge, { size: 100 }).split("; ")[1]!.slice(0, -1));
  });
});

/** Every file of the content with its collection: each settings file and each entry. */
const contentFiles: [string, ContentCollection][] = collections.flatMap((c) =>
  isFolder(c)
    ? entryFiles(c, disk).map((file): [string, ContentCollection] => [file, c])
    : [[c.file, c]],
);

/** The places where an object's keys are not in its fields' order. */
function outOfOrder(value: unknown, order: FieldOrder, place: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => outOfOrder(item, order, `${place}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const keys = Object.keys(value);
  const expected = order.map(([name]) => name).filter((name) => keys.includes(name));
  const here = keys.join() === expected.join() ? [] : [`${place}: ${keys.join(", ")}`];
  return [
    ...here,
    ...order.flatMap(([name, inner]) =>
      inner ? outOfOrder((value as Record<string, unknown>)[name], inner, `${place}.${name}`) : [],
    ),
  ];
}

describe("a saved edit changes only what was edited", () => {
  it.each(contentFiles)("%s has its keys in the order of the editor's fields", (file, c) => {
    expect(outOfOrder(parseEntry(file, read(file)), fieldOrder(cmsFields(c.schema)), file)).toEqual(
      [],
    );
  });

  it("every collection is saved in its own format, which keeps that order", () => {
    const { formats } = editorSettings();
    for (const [index, c] of collections.entries()) {
      // Markdown entries are Decap's own front-matter format; JSON ones, the admin script's.
      const format = isFolder(c) && c.extension === "md" ? "frontmatter" : formatOf(c);
      expect(config.collections[index]).toMatchObject({ name: c.name, format });
      expect(formats[formatOf(c)]).toEqual(fieldOrder(cmsFields(c.schema)));
    }
  });
});

/** The admin's script run as the browser runs it, against a stand-in for Decap's CMS object. */
function runAdminScript() {
  const registered = {
    locales: {} as Record<string, unknown>,
    formats: {} as Record<string, { toFile: (data: unknown) => string }>,
    previews: {} as Record<string, (props: unknown) => unknown>,
  };
  const CMS = {
    getLocale: () => ({ editor: { editorControlPane: { widget: { processing: "kept" } } } }),
    registerLocale: (name: string, phrases: unknown) => (registered.locales[name] = phrases),
    registerCustomFormat: (name: string, _: string, formatter: { toFile: () => string }) =>
      (registered.formats[name] = formatter),
    registerPreviewTemplate: (name: string, template: (props: unknown) => unknown) =>
      (registered.previews[name] = template),
    registerPreviewStyle: () => undefined,
  };
  /** React's createElement, as the text it would show. */
  const h = (_: string, __: unknown, ...children: unknown[]): string =>
    children
      .flat(Infinity)
      .filter((child) => typeof child === "string")
      .join(" ");
  const source = readFileSync(join(root, "scripts/content/editor.js"), "utf8");
  runInNewContext(`${source}\nsetUpEditor(CMS, ${JSON.stringify(editorSettings())});`, {
    CMS,
    h,
    globalThis: { h },
  });
  return registered;
}

/** An object's keys in a scrambled order, at every depth, as Decap's map of fields leaves them. */
function scrambled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrambled);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, scrambled(inner)]),
  );
}

describe("the admin's script", () => {
  const script = runAdminScript();

  it.each(contentFiles.filter(([file]) => file.endsWith(".json")))(
    "saves %s as it is, whatever order the editor holds its fields in",
    (file, c) => {
      const text = read(file);
      // Decap appends the final newline itself when the format leaves it out.
      expect(`${script.formats[formatOf(c)]!.toFile(scrambled(JSON.parse(text)))}\n`).toBe(text);
    },
  );

  it("saves a one-field edit as a one-line change", () => {
    const text = read(PRODUCT);
    const data = JSON.parse(text);
    data.title = "A new title";
    const saved = `${script.formats[formatOf(collection("products"))]!.toFile(scrambled(data))}\n`;
    const before = text.split("\n");
    const changed = saved.split("\n").filter((line, index) => line !== before[index]);
    expect(changed).toEqual(['  "title": "A new title",']);
    expect(saved).toBe(savedText(data));
  });

  it("gives Decap the build's words and keeps its other phrases", () => {
    expect(script.locales.en).toMatchObject(editorPhrases());
    expect(script.locales.en).toMatchObject({
      editor: { editorControlPane: { widget: { processing: "kept" } } },
    });
  });
});
