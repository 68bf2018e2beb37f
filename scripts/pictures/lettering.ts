/**
 * Text as outlines read from a font file, so a drawn SVG needs no font where it is shown: the
 * portrait cards' initials (./portraits.ts) and the clients' wordmarks (./clients.ts). Shaped by
 * HarfBuzz, so kerning and ligatures are the face's own.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import fontverter from "fontverter";

import type { Lettering } from "./portrait-card";

/** A text's outlines, with the face's units per em (the scale its coordinates are in). */
export interface FaceLettering extends Lettering {
  unitsPerEm: number;
}

/**
 * A function giving a text's outlines in the face at `file` (a package's WOFF2, resolved from
 * node_modules), at `weight` when the face is variable.
 */
export async function letteringOf(
  file: string,
  weight?: number,
): Promise<(text: string) => FaceLettering> {
  // Imported when used: the package is an ES module with top-level await, which tsx cannot
  // require from this package's CommonJS.
  const hb = await import("harfbuzzjs");
  const woff2 = await readFile(createRequire(import.meta.url).resolve(file));
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, "truetype")));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
  const unitsPerEm = face.upem;
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
    return {
      glyphs,
      box: Number.isFinite(box.left) ? box : { ...box, left: 0, right: pen },
      unitsPerEm,
    };
  };
}
