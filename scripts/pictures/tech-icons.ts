/**
 * Writes public/icons/tech/{id}.svg for every technology in content/technologies.ts, from its
 * `logo` (a simple-icons export; a mark drawn in ./drawn-marks.ts for a brand simple-icons no
 * longer carries; or a monogram tile for one with neither) and its brand `color`. Run with `npx tsx scripts/pictures/tech-icons.ts` after adding one; a
 * unit test checks that every technology has its file.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as icons from "simple-icons";
import type { SimpleIcon } from "simple-icons";

import { technologies } from "../../content/technologies";
import { drawnMarks } from "./drawn-marks";
import type { Technology } from "../../content/schema/technologies";

/** simple-icons' exports by name (siReact...), for the name a technology's `logo` gives. */
const iconsByName: Record<string, SimpleIcon | undefined> = icons;

/** WCAG: 3:1 for a graphic on white, 4.5:1 for the white letters of a monogram. */
const GLYPH_CONTRAST = 3;
const TEXT_CONTRAST = 4.5;

/** Red, green and blue, 0-255 (not rounded while a colour is darkened). */
type Rgb = [r: number, g: number, b: number];

function eachChannel([r, g, b]: Rgb, change: (channel: number) => number): Rgb {
  return [change(r), change(g), change(b)];
}

function parseHex(hex: string): Rgb {
  const value = hex.replace("#", "");
  const channel = (start: number) => parseInt(value.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = eachChannel(rgb, (channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(rgb: Rgb): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

/** The brand colour, darkened step by step until it reaches the contrast asked for on white. */
function readableOnWhite(hex: string, minimum: number): string {
  let rgb = parseHex(hex);
  while (contrastWithWhite(rgb) < minimum) {
    rgb = eachChannel(rgb, (channel) => channel * 0.94);
  }
  return toHex(rgb);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A 24 x 24 logo around its drawing (`inside`: the SVG elements). */
function logoSvg(title: string, inside: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    inside,
    `</svg>`,
    "",
  ].join("\n");
}

/** Font size and baseline that centre 1-3 capitals (Arial cap height ≈ 0.716 em) in the tile. */
function monogramSvg(title: string, letters: string, fill: string): string {
  const fontSizes: Record<number, number> = { 1: 14, 2: 11, 3: 8.5 };
  const fontSize = fontSizes[letters.length] ?? 8.5;
  const baseline = (12 + (fontSize * 0.716) / 2).toFixed(2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="24" height="24" rx="5" fill="${fill}"/>`,
    `<text x="12" y="${baseline}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#FFFFFF">${escapeXml(letters)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

type Marks = Awaited<ReturnType<typeof drawnMarks>>;

function svgFor(technology: Technology, marks: Marks): string {
  const { logo } = technology;
  if ("monogram" in logo) {
    if (!/^[A-Za-z0-9]{1,3}$/.test(logo.monogram)) {
      throw new Error(`${technology.id}: a monogram has 1-3 letters`);
    }
    const fill = readableOnWhite(technology.color, TEXT_CONTRAST);
    return monogramSvg(technology.name, logo.monogram, fill);
  }
  const fill = readableOnWhite(technology.color, GLYPH_CONTRAST);
  if ("mark" in logo) return logoSvg(technology.name, marks[logo.mark](fill));
  const icon = iconsByName[logo.simpleIcon];
  if (!icon) throw new Error(`${technology.id}: simple-icons has no export ${logo.simpleIcon}`);
  return logoSvg(technology.name, `<path fill="${fill}" d="${icon.path}"/>`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "public", "icons", "tech");

async function main() {
  await mkdir(outDir, { recursive: true });
  const marks = await drawnMarks();
  for (const technology of technologies) {
    await writeFile(path.join(outDir, `${technology.id}.svg`), svgFor(technology, marks));
  }
  console.log(`Wrote ${technologies.length} icons to ${path.relative(root, outDir)}`);
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
