/**
 * Draws the portrait card of every person on the team without an uploaded portrait into
 * public/images/team/{name}.svg (./portrait-card.ts), with their initials as outlines of the
 * site's display face, Bricolage Grotesque, at the weight of the headings. Run by every build
 * (scripts/content/prepare.ts), so a person added in the editor gets a card; alone with
 * `npx tsx scripts/pictures/portraits.ts`.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import fontverter from "fontverter";

import { PORTRAIT_SIZE, drawnPortraitSrc, personInitials } from "../../content/people";
import data from "../../content/data/team.json";
import type { TeamFile } from "../../content/schema/team";
import { portraitFiles, type Lettering } from "./portrait-card";
import { writeSvg } from "./svg";

const FACE =
  "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";
/** The headings' weight (font-bold). */
const WEIGHT = 700;

/** A function giving a text's outlines in the display face. */
export async function displayLettering(): Promise<(text: string) => Lettering> {
  // Imported when used: the package is an ES module with top-level await, which tsx cannot
  // require from this package's CommonJS.
  const hb = await import("harfbuzzjs");
  const woff2 = await readFile(createRequire(import.meta.url).resolve(FACE));
  const font = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(woff2, "truetype"))));
  font.setVariations([new hb.Variation("wght", WEIGHT)]);
  // Coordinates to a tenth of a unit keep the files short; a unit is a thousandth of the letters' size.
  const short = (d: string) => d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
  return (text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    let pen = 0;
    const box = { left: Infinity, right: -Infinity, top: 0, bottom: 0 };
    const glyphs = buffer.getGlyphInfos().map((info, index) => {
      const gid = info.codepoint;
      const position = positions[index];
      const x = pen + (position?.xOffset ?? 0);
      const extents = font.glyphExtents(gid);
      if (extents) {
        box.left = Math.min(box.left, x + extents.xBearing);
        box.right = Math.max(box.right, x + extents.xBearing + extents.width);
        box.top = Math.max(box.top, extents.yBearing);
        box.bottom = Math.min(box.bottom, extents.yBearing + extents.height);
      }
      pen += position?.xAdvance ?? 0;
      return { d: short(font.glyphToPath(gid)), x };
    });
    return { glyphs, box: Number.isFinite(box.left) ? box : { ...box, left: 0, right: pen } };
  };
}

async function main() {
  const { leaders, leads } = data as TeamFile;
  const files = portraitFiles([...leaders, ...leads], await displayLettering(), {
    src: drawnPortraitSrc,
    initials: personInitials,
    size: PORTRAIT_SIZE,
  });
  for (const { path, svg } of files) await writeSvg(path.replace(/^\/images\//, ""), svg);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
