/**
 * @jest-environment node
 */
import { createRequire } from "node:module";
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { LOGO_BOX, portfolioProjects, wordmarkFile } from "../../content/portfolio";
import { readEntries } from "../../content/entries";
import type { PortfolioProjectEntry } from "../../content/schema/portfolio";
import { wordmarkMarkIds, wordmarkStyleIds } from "../../content/schema/wordmark";
import type { FaceLettering } from "./lettering";
import {
  FACES,
  MARKS,
  defaultWordmark,
  wordmarkLayout,
  wordmarkSvg,
  type WordmarkOptions,
} from "./wordmark";

/** Stand-in outlines: a box per letter, 600 units wide and 700 high, 1000 to the em. */
const boxes = (_face: unknown, text: string): FaceLettering => ({
  glyphs: [...text].map((_, index) => ({ d: "M0 0H600V700H0Z", x: index * 640 })),
  box: { left: 0, right: text.length * 640 - 40, top: 700, bottom: 0 },
  unitsPerEm: 1000,
});

const options = (over: Partial<WordmarkOptions> = {}): WordmarkOptions => ({
  name: "Northbridge",
  descriptor: "Assurance",
  style: "serif",
  mark: "leaf",
  letter: boxes,
  box: LOGO_BOX,
  ...over,
});

const inside = (rect: { x: number; y: number; width: number; height: number }) =>
  rect.x >= 0 &&
  rect.y >= 0 &&
  rect.x + rect.width <= LOGO_BOX.width + 0.01 &&
  rect.y + rect.height <= LOGO_BOX.height + 0.01;

describe("a client's drawn wordmark", () => {
  test.each(wordmarkStyleIds)("in the %s lettering stays in its box, mark and words", (style) => {
    for (const mark of wordmarkMarkIds)
      for (const descriptor of [undefined, "Heritage Hotels"]) {
        const layout = wordmarkLayout(options({ style, mark, descriptor }));
        expect(inside(layout.name)).toBe(true);
        if (layout.mark) expect(inside(layout.mark)).toBe(true);
        if (layout.descriptor) expect(inside(layout.descriptor)).toBe(true);
        expect(Boolean(layout.mark)).toBe(mark !== "none");
      }
  });

  test("a long name is drawn smaller as a whole, not cut or squeezed out of the box", () => {
    const short = wordmarkLayout(options({ name: "Aravalli" }));
    const long = wordmarkLayout(options({ name: "Maharashtra Cooperative" }));
    expect(short.fit).toBe(1);
    expect(long.fit).toBeLessThan(1);
    expect(inside(long.name)).toBe(true);
    // Shrunk whole: the mark keeps its share of the name's height.
    expect(long.mark!.height / long.name.height).toBeCloseTo(
      short.mark!.height / short.name.height,
    );
  });

  test("the line under the name starts where the name does, under it, and the block is centred", () => {
    const { mark, name, descriptor } = wordmarkLayout(options());
    expect(descriptor!.x).toBeCloseTo(name.x);
    expect(descriptor!.y).toBeGreaterThan(name.y + name.height);
    expect(name.x).toBeGreaterThan(mark!.x + mark!.width);
    const top = name.y;
    const bottom = descriptor!.y + descriptor!.height;
    expect(LOGO_BOX.height - bottom).toBeCloseTo(top, 0);
    expect(mark!.y + mark!.height / 2).toBeCloseTo(LOGO_BOX.height / 2, 0);
  });

  test("the line under the name is set in capitals, the name as its lettering cases it", () => {
    const seen: string[] = [];
    const spy = (face: unknown, text: string) => (seen.push(text), boxes(face, text));
    wordmarkSvg(
      options({ style: "rounded", name: "Sanjeevani", descriptor: "Hospitals", letter: spy }),
    );
    expect(seen).toEqual(["sanjeevani", "HOSPITALS"]);
    seen.length = 0;
    wordmarkSvg(options({ style: "classic-capitals", name: "Northbridge", letter: spy }));
    expect(seen).toEqual(["NORTHBRIDGE", "ASSURANCE"]);
  });

  test("a mark's cut-out lines are a mask, so the page shows through them on any background", () => {
    const svg = wordmarkSvg(options({ mark: "cross" }));
    expect(svg).toMatch(/<mask id="cut"[^>]*>.*<\/mask>/);
    expect(svg).toContain('mask="url(#cut)"');
    expect(wordmarkSvg(options({ mark: "arch" }))).not.toContain("<mask");
  });

  test("a project whose entry names no wordmark gets one chosen from its client's name", () => {
    const chosen = defaultWordmark("Konkan Fisheries");
    expect(wordmarkStyleIds).toContain(chosen.style);
    expect(Object.keys(MARKS)).toContain(chosen.mark);
    expect(defaultWordmark("Konkan Fisheries")).toEqual(chosen);
    const many = new Set(
      ["Konkan Fisheries", "Mehta Textiles", "Blue Lotus Spa", "Ganga Dairy", "Orbit Tiles"].map(
        (name) => JSON.stringify(defaultWordmark(name)),
      ),
    );
    expect(many.size).toBeGreaterThan(1);
  });

  test("every face the letterings use is installed", () => {
    const require = createRequire(__filename);
    for (const { file } of Object.values(FACES)) expect(() => require.resolve(file)).not.toThrow();
  });

  test("each client without an uploaded logo has its wordmark drawn, and the pages show it", () => {
    const drawn = new Set(readdirSync(join(__dirname, "../../public/images/clients")));
    for (const project of readEntries<PortfolioProjectEntry>("content/projects")) {
      const shown = portfolioProjects.find((each) => each.id === project.id)!.logo.src;
      if (project.clientLogo) expect(shown).toBe(project.clientLogo);
      else {
        expect(shown).toBe(wordmarkFile(project.id));
        expect(drawn).toContain(`${project.id}.svg`);
      }
    }
  });
});
