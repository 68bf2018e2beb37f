import { readFileSync } from "node:fs";
import { join } from "node:path";

import { drawnPortraitSrc, PORTRAIT_SIZE } from "../../content/people";
import teamData from "../../content/data/team.json";
import { portraitLook, type PortraitLook } from "../../content/schema/portrait-look";
import { portraitFigureSvg } from "./portrait-figure";

const look: PortraitLook = {
  skin: "3",
  hair: "short",
  hairColour: "black",
  glasses: false,
  beard: false,
  outfit: "shirt",
};
const draw = (
  changes: Partial<PortraitLook>,
  size: { width: number; height: number } = PORTRAIT_SIZE,
) => portraitFigureSvg({ name: "Kavya Nair", look: { ...look, ...changes }, ...size });

/** The options of one of the look's choices, as the editor offers them. */
const optionsOf = (field: "skin" | "hair" | "hairColour" | "outfit") =>
  portraitLook.shape[field].options as readonly string[];

describe("a drawn portrait", () => {
  it.each(["skin", "hair", "hairColour", "outfit"] as const)(
    "draws each %s the editor offers differently",
    (field) => {
      const drawings = optionsOf(field).map((option) => draw({ [field]: option }));
      expect(new Set(drawings).size).toBe(drawings.length);
    },
  );

  it("adds glasses and a beard only when they are chosen", () => {
    const plain = draw({});
    expect(draw({ glasses: true })).not.toBe(plain);
    expect(draw({ beard: true })).not.toBe(plain);
    expect(draw({ glasses: false, beard: false })).toBe(plain);
  });

  it("frames the head whole on a portrait card", () => {
    // The head is drawn from x 100 to 220 and y 94 to 246 (with hair, from y 50 for a bun).
    for (const size of [PORTRAIT_SIZE]) {
      const svg = draw({ hair: "bun" }, size);
      const [x, y, width, height] = svg
        .match(/viewBox="([\d. ]+)"/)![1]!
        .split(" ")
        .map(Number);
      expect(width! / height!).toBeCloseTo(size.width / size.height);
      expect(x).toBeLessThanOrEqual(100 - 10);
      expect(x! + width!).toBeGreaterThanOrEqual(220 + 10);
      expect(y).toBeLessThanOrEqual(94);
      expect(y! + height!).toBeGreaterThanOrEqual(246 + 20);
    }
  });

  it("differs between two people of one look (field, pattern, clothes from the name)", () => {
    const other = portraitFigureSvg({ name: "Rohan Iyer", look, ...PORTRAIT_SIZE });
    expect(other).not.toBe(draw({}));
  });

  it("stands everyone on the team on a field of colour, never a grey one that reads as a photo missing", () => {
    const grey: string[] = [];
    for (const person of [...teamData.leaders, ...teamData.leads]) {
      if (!("look" in person)) continue;
      const svg = portraitFigureSvg({
        name: person.name,
        look: person.look as PortraitLook,
        ...PORTRAIT_SIZE,
      });
      const field = /<rect width="\d+" height="\d+" fill="#([0-9a-f]{6})"\/>/.exec(svg)![1]!;
      const channels = [0, 2, 4].map((at) => parseInt(field.slice(at, at + 2), 16));
      // How far its channels are apart: about 10 for a paper, 30 and more for a tint.
      if (Math.max(...channels) - Math.min(...channels) < 24)
        grey.push(`${person.name}: #${field}`);
    }
    expect(grey).toEqual([]);
  });

  it("is in public/ for everyone on the team whose entry describes their look", () => {
    for (const person of [...teamData.leaders, ...teamData.leads]) {
      if (!("look" in person) || "portrait" in person) continue;
      const file = readFileSync(
        join(__dirname, "../../public", drawnPortraitSrc(person.name)),
        "utf8",
      );
      expect(file).toBe(
        portraitFigureSvg({
          name: person.name,
          look: person.look as PortraitLook,
          ...PORTRAIT_SIZE,
        }).replace(/\n\s+/g, "\n"), // as scripts/pictures/svg.ts writes it
      );
    }
  });
});
