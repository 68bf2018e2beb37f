/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { cmsFields, type CmsField } from "./cms";
import { collections } from "./collections";
import { portfolioProjectEntry } from "./portfolio";
import { contentProblems } from "./validate";

const FILE = "content/projects/spicetrail-store.json";
const read = () => JSON.parse(readFileSync(join(__dirname, "../..", FILE), "utf8"));
/** The build's problems with the project after `change` edits its mock-up's words. */
function buildSays(change: (art: Record<string, unknown>) => void): string[] {
  const data = read();
  change(data.art);
  return contentProblems(FILE, portfolioProjectEntry, data);
}

describe("a project's mock-up words", () => {
  it("are refused when longer than the drawing has room for, in plain words", () => {
    expect(buildSays((art) => (art.brand = "SpiceTrail Exports Kochi"))).toEqual([
      `${FILE}: art → brand is 24 characters; at most 20 fit the screen's header`,
    ]);
    expect(
      buildSays((art) => (art.headline = "Single-origin spices from the hills of Kerala")),
    ).toEqual([
      `${FILE}: art → headline is 45 characters; at most 40 fit the screen on one or two lines`,
    ]);
    expect(buildSays((art) => (art.subline = "x".repeat(65)))).toEqual([
      `${FILE}: art → subline is 65 characters; at most 64 fit under the main line on one or two lines`,
    ]);
    expect(buildSays((art) => ((art.nav as string[])[1] = "Gift boxes for Diwali"))).toEqual([
      `${FILE}: art → nav → entry 2 is 21 characters; at most 18 fit a menu button`,
    ]);
    expect(
      buildSays((art) => {
        const [first] = art.items as Record<string, string>[];
        first!.name = "Lakadong Turmeric from Meghalaya";
        first!.figure = "₹349 for 100 grams";
      }),
    ).toEqual([
      `${FILE}: art → items → entry 1 → name is 32 characters; at most 30 fit a card of the mock-up on two lines`,
      `${FILE}: art → items → entry 1 → figure is 18 characters; at most 14 fit beside the name`,
    ]);
  });

  it("are refused when the menu or the list is longer than a screen shows", () => {
    expect(
      buildSays((art) => (art.nav = ["Shop", "Gifts", "Recipes", "Trade", "Blog", "Help", "Cart"])),
    ).toEqual([`${FILE}: art → nav has 7 entries; at most 6 fit`]);
    expect(
      buildSays(
        (art) => (art.items = Array.from({ length: 6 }, (_, i) => ({ name: `Spice ${i}` }))),
      ),
    ).toEqual([`${FILE}: art → items has 6 entries; at most 5 fit`]);
  });

  it("need the app's name and the main line; the menu, second line and items are optional", () => {
    expect(buildSays((art) => delete art.brand)).toEqual([`${FILE}: art → brand is missing`]);
    expect(buildSays((art) => delete art.headline)).toEqual([`${FILE}: art → headline is missing`]);
    expect(
      buildSays((art) => {
        delete art.nav;
        delete art.subline;
        delete art.items;
      }),
    ).toEqual([]);
    expect(buildSays((art) => (art.items = [{ name: "Green Cardamom" }]))).toEqual([]);
  });
});

describe("the editor's mock-up fields", () => {
  const projects = collections.find((collection) => collection.name === "projects")!;
  const art = cmsFields(projects.schema).find((field) => field.name === "art")!;
  const fields = art.fields as CmsField[];
  const field = (name: string) => fields.find((entry) => entry.name === name)!;

  it("come after the colours, in the order a screen reads: name, menu, lines, items", () => {
    expect(fields.map((entry) => entry.name)).toEqual([
      "screen",
      "hue",
      "accent",
      "url",
      "brand",
      "nav",
      "headline",
      "subline",
      "items",
    ]);
  });

  it("say what each is, its limit, and whether it may be left empty", () => {
    expect(field("brand")).toMatchObject({
      label: "App name",
      widget: "string",
      hint: expect.stringContaining("At most 20 characters."),
    });
    expect(field("brand").required).toBeUndefined();
    expect(field("headline")).toMatchObject({ label: "Main line", widget: "string" });
    expect(field("headline").required).toBeUndefined();
    expect(field("subline")).toMatchObject({ widget: "string", required: false });
    expect(field("nav")).toMatchObject({
      label: "Menu",
      widget: "list",
      required: false,
      max: 6,
      field: { label: "Menu label", widget: "string", hint: "At most 18 characters." },
    });
    expect(field("items")).toMatchObject({
      widget: "list",
      required: false,
      max: 5,
      summary: "{{fields.name}}",
    });
    const item = field("items").fields as CmsField[];
    expect(item.map(({ name, required }) => [name, required])).toEqual([
      ["name", undefined],
      ["detail", false],
      ["figure", false],
    ]);
  });
});
