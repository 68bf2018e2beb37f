/**
 * A client's wordmark, drawn when their project has no logo of theirs: their name lettered in one
 * of a set of faces, each with its own case, spacing and slant, a line of small capitals under it,
 * and a mark beside it, in one dark colour, as a logo row sets its logos. The letters come in as
 * outlines (./lettering.ts), so the SVG needs no font where it is shown.
 *
 * The composition stands at the left of the box every logo is shown in (content/portfolio.ts,
 * LOGO_BOX), centred in its height: so a row of them starts level, and one over a quote starts
 * where the quote does. A name too long for the box is drawn smaller, never cut.
 *
 * Kept free of file access so that Jest can check it.
 */
import type { Wordmark, WordmarkMark, WordmarkStyle } from "../../content/schema/wordmark";
import { numbers, r1, seedOf } from "./portrait-field";
import { INK } from "./svg";
import type { FaceLettering } from "./lettering";

/** The faces the styles letter in: a package's WOFF2 and, for a variable face, its weight. */
export const FACES = {
  "dm-serif": {
    file: "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
  },
  comfortaa: { file: "@fontsource/comfortaa/files/comfortaa-latin-700-normal.woff2" },
  "archivo-black": { file: "@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2" },
  righteous: { file: "@fontsource/righteous/files/righteous-latin-400-normal.woff2" },
  playfair: {
    file: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2",
  },
  "playfair-italic": {
    file: "@fontsource/playfair-display/files/playfair-display-latin-700-italic.woff2",
  },
  josefin: { file: "@fontsource/josefin-sans/files/josefin-sans-latin-700-normal.woff2" },
  lexend: { file: "@fontsource/lexend/files/lexend-latin-600-normal.woff2" },
  /** The line under the name, in every style. */
  inter: { file: "@fontsource/inter/files/inter-latin-600-normal.woff2" },
} as const;

export type Face = keyof typeof FACES;

interface Style {
  face: Face;
  /** How the name's letters are cased. */
  case: "as-written" | "upper" | "lower";
  /** The name's size, in px of the box, and the space added after each letter, in ems. */
  size: number;
  tracking: number;
  /** The name leaning forward, in degrees. */
  slant: number;
}

/** Each lettering's manner; sizes chosen so that the names stand at one optical height. */
export const STYLES: Record<WordmarkStyle, Style> = {
  serif: { face: "dm-serif", case: "as-written", size: 27, tracking: 0, slant: 0 },
  rounded: { face: "comfortaa", case: "lower", size: 24, tracking: 0, slant: 0 },
  "heavy-italic": { face: "archivo-black", case: "upper", size: 22, tracking: 0.02, slant: 10 },
  display: { face: "righteous", case: "upper", size: 25, tracking: 0.01, slant: 0 },
  "classic-capitals": { face: "playfair", case: "upper", size: 21, tracking: 0.1, slant: 0 },
  "italic-serif": { face: "playfair-italic", case: "as-written", size: 27, tracking: 0, slant: 0 },
  geometric: { face: "josefin", case: "lower", size: 27, tracking: 0, slant: 0 },
  friendly: { face: "lexend", case: "lower", size: 25, tracking: -0.02, slant: 0 },
};

/** The line under the name: its size and spacing. */
const DESCRIPTOR = { size: 8.5, tracking: 0.22 };

/**
 * The marks, each drawn in a 32 × 32 square: its shape, and lines cut out of it (drawn as a mask,
 * so the page behind shows through them on any background).
 */
export const MARKS: Record<Exclude<WordmarkMark, "none">, { shape: string; cut?: string }> = {
  leaf: {
    shape: `<path d="M3 29C3 14 13 3 30 3c0 17-11 27-27 26z"/>`,
    cut: `<path d="M8 24 22 10" stroke-width="2.6" stroke-linecap="round"/>`,
  },
  cross: {
    shape: `<circle cx="16" cy="16" r="15"/>`,
    cut: `<path d="M16 8v16M8 16h16" stroke-width="4.5" stroke-linecap="round"/>`,
  },
  arrow: { shape: `<path d="M0 9h12v4H0zM4 19h10v4H4zM16 4l16 12-16 12z"/>` },
  ball: {
    shape: `<circle cx="16" cy="16" r="15"/>`,
    cut: `<path d="M10 2.5C15 11 15 21 10 29.5M22 2.5C17 11 17 21 22 29.5" stroke-width="1.8" fill="none" stroke-dasharray="2.4 1.6"/>`,
  },
  arch: {
    shape: `<path d="M3 31V17C3 9 9 4.5 16 1c7 3.5 13 8 13 16v14h-7.5V18a5.5 5.5 0 0 0-11 0v13z"/>`,
  },
  shield: {
    shape: `<path d="M16 0.5 3 5.5v10c0 8 5.4 13.6 13 16.5 7.6-2.9 13-8.5 13-16.5v-10z"/>`,
    cut: `<path d="M16 7.5 22.5 22 16 18.6 9.5 22z"/>`,
  },
  peaks: { shape: `<path d="M0 29 11 9l6 10 5-7 10 17z"/><circle cx="25" cy="5.5" r="3.5"/>` },
  sprout: {
    shape: `<path d="M14.2 31V16h3.6v15z"/><path d="M16 17C16 8 10 3 1 3c0 9 6 14 15 14zM16 15c0-8 6-12 15-12 0 8-6 12-15 12z"/>`,
  },
  loop: {
    shape: `<path d="M9 7.5a8.5 8.5 0 1 0 0 17c3.6 0 5.6-2.8 7-5.2 1.4 2.4 3.4 5.2 7 5.2a8.5 8.5 0 1 0 0-17c-3.6 0-5.6 2.8-7 5.2-1.4-2.4-3.4-5.2-7-5.2zm0 4c2.2 0 3.6 2.3 4.7 4.5-1.1 2.2-2.5 4.5-4.7 4.5a4.5 4.5 0 1 1 0-9zm14 0a4.5 4.5 0 1 1 0 9c-2.2 0-3.6-2.3-4.7-4.5 1.1-2.2 2.5-4.5 4.7-4.5z" fill-rule="evenodd"/>`,
  },
  drop: {
    shape: `<path d="M16 1C11 9 5 15 5 21a11 11 0 0 0 22 0c0-6-6-12-11-20z"/>`,
    cut: `<path d="M11 21a5 5 0 0 0 5 5" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
  },
  spark: {
    shape: `<path d="M16 0c1.4 8.6 6.4 13.6 16 16-9.6 2.4-14.6 7.4-16 16-1.4-8.6-6.4-13.6-16-16 9.6-2.4 14.6-7.4 16-16z"/>`,
  },
  wave: {
    shape: `<rect width="32" height="32" rx="8"/>`,
    cut: `<path d="M5 13c3.5-3 7.5-3 11 0s7.5 3 11 0M5 21c3.5-3 7.5-3 11 0s7.5 3 11 0" stroke-width="2.8" fill="none" stroke-linecap="round"/>`,
  },
};

/** A style and mark chosen from the name, for a project whose entry names none. */
export function defaultWordmark(name: string): Wordmark {
  const next = numbers(seedOf(name));
  const styles = Object.keys(STYLES) as WordmarkStyle[];
  const marks = Object.keys(MARKS) as Exclude<WordmarkMark, "none">[];
  return {
    style: styles[Math.floor(next() * styles.length)] ?? "serif",
    mark: marks[Math.floor(next() * marks.length)] ?? "spark",
  };
}

function cased(text: string, how: Style["case"]): string {
  if (how === "upper") return text.toLocaleUpperCase("en-IN");
  if (how === "lower") return text.toLocaleLowerCase("en-IN");
  return text;
}

/** Outlines at `size` px: each glyph moved along by the tracking, flipped to the page's y. */
function set(lettering: FaceLettering, size: number, tracking: number) {
  const scale = size / lettering.unitsPerEm;
  const step = tracking * lettering.unitsPerEm;
  const glyphs = lettering.glyphs
    .map(
      (glyph, at) => `<path transform="translate(${r1(glyph.x + at * step)} 0)" d="${glyph.d}"/>`,
    )
    .join("");
  const extra = Math.max(lettering.glyphs.length - 1, 0) * step;
  return {
    glyphs,
    scale,
    left: lettering.box.left * scale,
    width: (lettering.box.right - lettering.box.left + extra) * scale,
    top: lettering.box.top * scale,
  };
}

export interface WordmarkOptions {
  /** The name as lettered and the line under it, before the style's casing. */
  name: string;
  descriptor?: string;
  style: WordmarkStyle;
  mark: WordmarkMark;
  /** Outlines of a text in one of the faces. */
  letter: (face: Face, text: string) => FaceLettering;
  box: { width: number; height: number };
}

/** Where a wordmark's parts stand in its box, in px of the box: each part's left, top, width, height. */
export interface WordmarkLayout {
  /** How much the whole was shrunk to stay in the box (1: not at all). */
  fit: number;
  mark?: Rect;
  name: Rect;
  descriptor?: Rect;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function compose({ name, descriptor, style, mark, letter, box }: WordmarkOptions) {
  const manner = STYLES[style];
  const word = set(letter(manner.face, cased(name, manner.case)), manner.size, manner.tracking);
  const under = descriptor
    ? set(letter("inter", cased(descriptor, "upper")), DESCRIPTOR.size, DESCRIPTOR.tracking)
    : undefined;
  // The block of words: the name's ink above its baseline, then the line under it; descenders
  // hang below, as on any logo, and do not count in its centring.
  const gap = under ? Math.round(manner.size * 0.3) : 0;
  const blockHeight = word.top + (under ? gap + under.top : 0);
  const slantShift = Math.tan((manner.slant * Math.PI) / 180) * word.top;
  const wordWidth = word.width + slantShift;
  const drawn = mark !== "none" ? MARKS[mark] : undefined;
  const markSize = Math.round(box.height * 0.66);
  const markGap = drawn ? Math.round(markSize * 0.36) : 0;
  const textX = drawn ? markSize + markGap : 0;
  const natural = textX + Math.max(wordWidth, under?.width ?? 0);
  // Shrunk as a whole when the name is long, so it keeps its proportions and stays in the box.
  const fit = Math.min(
    1,
    (box.width - 2) / natural,
    (box.height - 4) / Math.max(blockHeight, drawn ? markSize : 0),
  );
  const baseline = (box.height / fit - blockHeight) / 2 + word.top;
  const markY = (box.height / fit - markSize) / 2;
  const layout: WordmarkLayout = {
    fit,
    name: {
      x: textX * fit,
      y: (baseline - word.top) * fit,
      width: wordWidth * fit,
      height: word.top * fit,
    },
    ...(drawn && { mark: { x: 0, y: markY * fit, width: markSize * fit, height: markSize * fit } }),
    ...(under && {
      descriptor: {
        x: textX * fit,
        y: (baseline + gap) * fit,
        width: under.width * fit,
        height: under.top * fit,
      },
    }),
  };
  return { manner, word, under, gap, drawn, markSize, markY, textX, baseline, layout };
}

/** Where the parts of a wordmark stand (what ./wordmark.test.ts holds to the box). */
export function wordmarkLayout(options: WordmarkOptions): WordmarkLayout {
  return compose(options).layout;
}

/** The wordmark as SVG, `box` in size. */
export function wordmarkSvg(options: WordmarkOptions): string {
  const { manner, word, under, gap, drawn, markSize, markY, textX, baseline, layout } =
    compose(options);
  const { box } = options;
  const parts: string[] = [];
  if (drawn) {
    const at = `translate(0 ${r1(markY)}) scale(${(markSize / 32).toFixed(4)})`;
    if (drawn.cut) {
      parts.push(
        `<mask id="cut" maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32"><rect width="32" height="32" fill="#fff"/><g stroke="#000" fill="#000">${drawn.cut}</g></mask>`,
        `<g transform="${at}"><g mask="url(#cut)">${drawn.shape}</g></g>`,
      );
    } else parts.push(`<g transform="${at}">${drawn.shape}</g>`);
  }
  const skew = manner.slant ? ` skewX(${-manner.slant})` : "";
  parts.push(
    `<g transform="translate(${r1(textX - word.left)} ${r1(baseline)})${skew} scale(${word.scale.toFixed(4)} ${(-word.scale).toFixed(4)})">${word.glyphs}</g>`,
  );
  if (under) {
    parts.push(
      `<g transform="translate(${r1(textX - under.left)} ${r1(baseline + gap + under.top)}) scale(${under.scale.toFixed(4)} ${(-under.scale).toFixed(4)})">${under.glyphs}</g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">
  <g fill="${INK}" transform="scale(${layout.fit.toFixed(4)})">${parts.join("")}</g>
</svg>
`;
}
