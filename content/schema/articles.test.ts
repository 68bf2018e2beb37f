/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { disk } from "../entries";
import { articleEntry, tagSlug } from "./articles";
import { checkContent } from "./check";
import { cmsConfig, type CmsField } from "./cms";
import { collections, isFolder, type FolderCollection } from "./collections";
import { entryFiles, readContent, type ContentSource } from "./entries";
import { FrontMatterError, parseFrontMatter, stringifyFrontMatter } from "./front-matter";

const FILE = "content/articles/fixed-price-app-quote.md";
const read = (file: string) => readFileSync(join(__dirname, "../..", file), "utf8");
/** The content as it is, but for the article `change` rewrites. */
const withArticle = (change: (text: string) => string): ContentSource => ({
  read: (file) => (file === FILE ? change(read(file)) : read(file)),
  list: disk.list,
});
const articlesCollection = collections.find(
  (collection) => collection.name === "articles",
) as FolderCollection;

describe("front matter", () => {
  const file =
    "---\ntitle: A title\ndate: 2026-09-15\ntags:\n  - App pricing\n---\nFirst.\n\nSecond.\n";

  it("reads the fields, dates as the text written, and the text after as the body", () => {
    expect(parseFrontMatter(file)).toEqual({
      title: "A title",
      date: "2026-09-15",
      tags: ["App pricing"],
      body: "First.\n\nSecond.\n",
    });
  });

  it("writes what it read, as the editor writes it: fields, the fence, the text, one newline", () => {
    expect(stringifyFrontMatter(parseFrontMatter(file))).toBe(file);
    // Decap ends every file it saves with a newline, adding one where its format wrote none.
    expect(stringifyFrontMatter({ title: "Build or buy: when", body: "Text." })).toBe(
      '---\ntitle: "Build or buy: when"\n---\nText.\n',
    );
    expect(stringifyFrontMatter({ title: "Build or buy: when", body: "Text.\n\n" })).toBe(
      '---\ntitle: "Build or buy: when"\n---\nText.\n',
    );
    expect(stringifyFrontMatter({ title: "No text yet" })).toBe("---\ntitle: No text yet\n---\n");
  });

  it.each([
    ["no opening fence", "title: A\n---\nText", "does not start with a line of three dashes"],
    ["no closing fence", "---\ntitle: A\nText", "has no line of three dashes (---) closing"],
    ["broken YAML", '---\ntitle: "A\n---\nText', "has front matter that is not valid YAML"],
    ["a list for fields", "---\n- a\n---\nText", "is not a list of fields"],
  ])("refuses %s in plain words", (_, text, message) => {
    expect(() => parseFrontMatter(text)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(text)).toThrow(message);
  });
});

describe("the articles", () => {
  it.each(entryFiles(articlesCollection, disk).map((file) => [file]))(
    "%s round-trips: read and written again, it is the same file, its fields in the editor's order",
    (file) => {
      const text = read(file);
      const entry = parseFrontMatter(text);
      expect(stringifyFrontMatter(entry)).toBe(text);
      const order = Object.keys(articleEntry.shape);
      const keys = Object.keys(entry);
      expect(keys).toEqual(order.filter((key) => keys.includes(key)));
    },
  );

  it("are a Markdown folder the editor writes as front matter with a Markdown body", () => {
    const config = cmsConfig({ branch: "main", siteUrl: "https://x.test" });
    const articles = config.collections.find((c) => c.name === "articles") as unknown as {
      folder: string;
      extension: string;
      format: string;
      preview_path: string;
      fields: CmsField[];
    };
    expect(articles).toMatchObject({
      folder: "content/articles",
      extension: "md",
      format: "frontmatter",
      preview_path: "blog/{{slug}}",
    });
    expect(articles.fields.at(-1)).toMatchObject({
      name: "body",
      widget: "markdown",
      buttons: expect.arrayContaining(["heading-two", "heading-three"]),
    });
    expect(isFolder(articlesCollection)).toBe(true);
  });

  it.each([
    [
      "a date that is not one",
      (text: string) => text.replace("date: 2026-09-15", "date: 15/09/2026"),
      `${FILE}: date is "15/09/2026"; write a date as year-month-day, e.g. 2025-02-20`,
    ],
    [
      "an update before the publication",
      (text: string) => text.replace("updated: 2026-10-20", "updated: 2026-08-01"),
      `${FILE}: updated is 2026-08-01, before the article was published (2026-09-15); an update comes after`,
    ],
    [
      "no author",
      (text: string) => text.replace("author: nirali-shah\n", ""),
      `${FILE}: author is missing`,
    ],
    [
      "a tag that is not a word or a few",
      (text: string) => text.replace("  - App pricing", "  - { name: App pricing }"),
      `${FILE}: tags → entry 1 must be a word or a few words`,
    ],
    [
      "a tag of odd characters",
      (text: string) => text.replace("  - App pricing", "  - '#pricing!'"),
      `${FILE}: tags → entry 1 is "#pricing!"; a tag is a word or a few (letters, digits, spaces, & + . ' -), 2 to 29 characters, such as App pricing`,
    ],
    [
      "a heading of the first level",
      (text: string) => text.replace("## What the quote must state", "# What the quote must state"),
      `${FILE}: body has a heading of the first level (# …); the title is the page's one, so start headings with ## (or ### under them)`,
    ],
  ])("refuses %s, naming the file", (_, change, message) => {
    const problems = checkContent(withArticle(change));
    expect(problems).toContainEqual(expect.stringContaining(message));
    expect(problems.every((problem) => problem.startsWith(FILE))).toBe(true);
  });

  it("refuses an author who is no one of the team", () => {
    expect(
      checkContent(withArticle((text) => text.replace("author: nirali-shah", "author: n-shah"))),
    ).toEqual([
      `${FILE}: author is "n-shah", the id of no person in content/data/team.json; write the id of one of them, such as hardik-patel`,
    ]);
  });

  it("refuses a tag spelt two ways, which would have one page", () => {
    expect(
      checkContent(withArticle((text) => text.replace("  - App pricing", "  - App Pricing"))),
    ).toEqual([
      expect.stringMatching(
        /^content\/articles\/[a-z-]+\.md: tags → "App (P|p)ricing" is spelt "App (P|p)ricing" in content\/articles\/[a-z-]+\.md; spell a tag the same way everywhere/,
      ),
    ]);
  });

  it("says which file has broken front matter, and reads nothing more", () => {
    const { problems } = readContent(
      collections,
      withArticle((text) => text.replace(/^---\n/, "")),
    );
    expect(problems).toEqual([
      `${FILE} does not start with a line of three dashes (---) opening its front matter`,
    ]);
  });

  it("names tags' pages by their words", () => {
    expect(tagSlug("Privacy & compliance")).toBe("privacy-and-compliance");
    expect(tagSlug("DPDP Act")).toBe("dpdp-act");
  });
});
