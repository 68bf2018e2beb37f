/**
 * @jest-environment node
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

import { PORTRAIT_SIZE, drawnPortraitSrc, personInitials } from "../../content/people";
import teamData from "../../content/data/team.json";
import { SCHEMES, portraitCardSvg, portraitFiles, seedOf, type Lettering } from "./portrait-card";
import { portraitFigureSvg } from "./portrait-figure";

/** Stand-in outlines: a box per letter, 600 units wide and 700 high, so the tests need no font. */
const boxes = (text: string): Lettering => ({
  glyphs: [...text].map((_, index) => ({ d: "M0 0H600V700H0Z", x: index * 640 })),
  box: { left: 0, right: text.length * 640 - 40, top: 700, bottom: 0 },
});

const card = (name: string, size: { width: number; height: number } = PORTRAIT_SIZE) =>
  portraitCardSvg({ name, lettering: boxes(personInitials(name)), ...size });

/** The letters' box on the card, from the transform the card puts on them. */
function lettersOnCard(svg: string, lettering: Lettering) {
  const [, x, y, scale] =
    svg.match(/translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.]+) -[\d.]+\)/)?.map(Number) ?? [];
  if (x === undefined || y === undefined || scale === undefined) throw new Error("no transform");
  const { box } = lettering;
  return {
    left: x + box.left * scale,
    right: x + box.right * scale,
    top: y - box.top * scale,
    bottom: y - box.bottom * scale,
  };
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe("a person's drawn portrait card", () => {
  it("is drawn again the same from the same name, and differently for another", () => {
    expect(card("Nirali Shah")).toBe(card("Nirali Shah"));
    const names = ["Hardik Patel", "Nirali Shah", "Karan Trivedi", "Sneha Desai", "Vivek Joshi"];
    const fields = names.map((name) => card(name).match(/<rect[^>]*fill="(#\w+)"/)?.[1]);
    expect(new Set(names.map((name) => card(name))).size).toBe(names.length);
    expect(new Set(fields).size).toBeGreaterThan(1);
  });

  it("holds the initials as outlines, with no text or picture that would need a font or a file", () => {
    const svg = card("Riya Parmar");
    expect(svg.match(/<path transform=/g)).toHaveLength(2);
    expect(svg).not.toMatch(/<text|<image|font-family|href=/);
    expect(svg).toMatch(/width="320" height="400"/);
  });

  it.each([
    ["two narrow letters on a portrait card", "Ila Iyer", PORTRAIT_SIZE],
    ["two wide letters on a portrait card", "Mohan Wadia", PORTRAIT_SIZE],
  ])("keeps %s inside the card, clear of its edges", (_, name, size) => {
    const lettering = boxes(personInitials(name));
    const box = lettersOnCard(portraitCardSvg({ name, lettering, ...size }), lettering);
    expect(box.left).toBeGreaterThanOrEqual(size.width * 0.09);
    expect(box.right).toBeLessThanOrEqual(size.width * 0.91);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(size.height - size.width * 0.09);
  });

  it("sets the letters in a colour readable on its field (4.5:1 at least) in every scheme", () => {
    for (const { field, letters } of SCHEMES) {
      const [light, dark] = [luminance(field), luminance(letters)].sort((a, b) => b - a);
      expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("seeds from the whole name", () => {
    expect(seedOf("Pooja Vyas")).not.toBe(seedOf("Pooja Vyaz"));
  });
});

describe("the portrait files the build draws", () => {
  const options = { src: drawnPortraitSrc, initials: personInitials, size: PORTRAIT_SIZE };

  it("gives a person without a portrait their card, where the page looks for it", () => {
    const files = portraitFiles(
      [{ name: "Kavya Nair" }, { name: "Rohan Iyer", portrait: "/images/uploads/rohan.jpg" }],
      boxes,
      options,
    );
    expect(files.map((file) => file.path)).toEqual(["/images/team/kavya-nair.svg"]);
    expect(files[0]?.svg).toBe(card("Kavya Nair"));
  });

  it("draws a person whose entry describes their look as that figure, not their initials", () => {
    const look = {
      skin: "3",
      hair: "bun",
      hairColour: "black",
      glasses: true,
      beard: false,
      outfit: "kurta",
    } as const;
    const [file] = portraitFiles([{ name: "Kavya Nair", look }], boxes, options);
    expect(file?.svg).toBe(portraitFigureSvg({ name: "Kavya Nair", look, ...PORTRAIT_SIZE }));
  });

  it("has drawn, in public/, the card of everyone on the team without a portrait", () => {
    const people = [...teamData.leaders, ...teamData.leads] as {
      name: string;
      portrait?: string;
    }[];
    const missing = portraitFiles(people, boxes, options)
      .map((file) => file.path)
      .filter((src) => !existsSync(join(__dirname, "../../public", src)));
    expect(missing).toEqual([]);
  });
});

describe("a person's name", () => {
  it.each([
    ["Hardik Patel", "HP", "hardik-patel"],
    ["Dr Priya Raman", "PR", "dr-priya-raman"],
    ["Vivek Joshi", "VJ", "vivek-joshi"],
    ["Aarav", "A", "aarav"],
    ["Renée D'Souza", "RD", "renee-d-souza"],
  ])("%s gives the initials %s and the file name %s", (name, initials, slug) => {
    expect(personInitials(name)).toBe(initials);
    expect(drawnPortraitSrc(name)).toBe(`/images/team/${slug}.svg`);
  });
});
