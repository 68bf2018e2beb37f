/**
 * The drawn portrait card of a person without an uploaded photo: their initials, large, in the
 * display face, on a colour field from the site's palette with a faint pattern, both chosen from
 * the person's name so each card differs and a rerun draws the same one. The letters come in as
 * outlines (./portraits.ts reads them from the font), so the SVG needs no font where it is shown.
 * No face is drawn: the card is plainly a monogram, not a stand-in photograph.
 *
 * Kept free of file access so that Jest can check it.
 */
import type { PortraitLook } from "../../content/schema/portrait-look";
import { portraitFigureSvg } from "./portrait-figure";
import { PATTERNS, numbers, pattern, r1, seedOf } from "./portrait-field";

export { seedOf };

/** Initials as outlines in font units (y up, baseline at 0), each glyph at its pen position. */
export interface Lettering {
  glyphs: { d: string; x: number }[];
  /** The ink's box: left and right edges, top above the baseline and bottom (negative below). */
  box: { left: number; right: number; top: number; bottom: number };
}

interface Scheme {
  field: string;
  letters: string;
  /** The pattern's lines, drawn at low opacity. */
  pattern: string;
  opacity: number;
}

/**
 * Pairs from the site's tokens (app/globals.css), each letter colour at least 4.5:1 on its field:
 * ink with marigold, ultramarine 700 with white, marigold with ink, ultramarine 100 with 800, and
 * ultramarine 900 with 200.
 */
export const SCHEMES: readonly Scheme[] = [
  { field: "#0b0d1d", letters: "#ffb224", pattern: "#ffffff", opacity: 0.08 },
  { field: "#3a32b5", letters: "#ffffff", pattern: "#ffffff", opacity: 0.1 },
  { field: "#ffb224", letters: "#0b0d1d", pattern: "#0b0d1d", opacity: 0.08 },
  { field: "#e1e3fe", letters: "#2f2a8f", pattern: "#3a32b5", opacity: 0.1 },
  { field: "#24216b", letters: "#c7cafd", pattern: "#c7cafd", opacity: 0.1 },
];

interface CardOptions {
  name: string;
  lettering: Lettering;
  width: number;
  height: number;
}

/** The card as SVG: the initials at its lower left, like a name on a poster. */
export function portraitCardSvg({ name, lettering, width, height }: CardOptions): string {
  const next = numbers(seedOf(name));
  const scheme = SCHEMES[Math.floor(next() * SCHEMES.length)] ?? SCHEMES[0]!;
  const kind = PATTERNS[Math.floor(next() * PATTERNS.length)] ?? "grid";
  const { box } = lettering;
  // The letters' height: a quarter of the card, less when two wide letters would not fit. The
  // margin is wide enough that, drawn as small as a thumbnail, the letters still stand clear of
  // the card's edge, not cut by it.
  const margin = Math.round(width * 0.15);
  const scale = Math.min(
    (height * 0.25) / Math.max(box.top, 1),
    (width - 2 * margin) / Math.max(box.right - box.left, 1),
  );
  const x = margin - box.left * scale;
  const y = height - margin;
  const glyphs = lettering.glyphs
    .map((glyph) => `<path transform="translate(${r1(glyph.x)} 0)" d="${glyph.d}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${scheme.field}"/>
  <g stroke="${scheme.pattern}" opacity="${scheme.opacity}">${pattern(kind, width, height, next)}</g>
  <g fill="${scheme.letters}" transform="translate(${r1(x)} ${r1(y)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)})">${glyphs}</g>
</svg>
`;
}

/**
 * The files to draw, one for each person who has no uploaded portrait, where the page looks: their
 * figure where their entry describes it, their monogram otherwise.
 */
export function portraitFiles(
  people: readonly { name: string; portrait?: string; look?: PortraitLook }[],
  letter: (initials: string) => Lettering,
  {
    src,
    initials,
    size,
  }: {
    src: (name: string) => string;
    initials: (name: string) => string;
    size: { width: number; height: number };
  },
): { path: string; svg: string }[] {
  return people
    .filter((person) => !person.portrait)
    .map(({ name, look }) => ({
      path: src(name),
      svg: look
        ? portraitFigureSvg({ name, look, ...size })
        : portraitCardSvg({ name, lettering: letter(initials(name)), ...size }),
    }));
}
