// The drawing kit every picture generator shares: colours, shapes, text, lucide icons and output.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { LucideIconData } from "lucide-react";

import type { IconName } from "../../content/types";

const ROOT = new URL("../../", import.meta.url);
export const PUBLIC_IMAGES = new URL("public/images/", ROOT);
const FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";

// ---- Colour ----------------------------------------------------------------

/** The site's ink (app/globals.css, --color-ink): dark screens, and the clients' wordmarks. */
export const INK = "#0b0d1d";

/** Hue (degrees), saturation and lightness (0-1). */
type Hsl = [h: number, s: number, l: number];

export function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

export function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** The colour turned round the colour wheel by `degrees`. */
export function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex((h + degrees + 360) % 360, s, l);
}

/** The same hue at another lightness (0-1). */
export function withLightness(hex: string, lightness: number, saturation?: number): string {
  const [h, s] = hexToHsl(hex);
  return hslToHex(h, saturation ?? s, lightness);
}

/** Deterministic pseudo-random numbers, so a rerun draws the same picture. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- Shapes and text -------------------------------------------------------

export function esc(value: string | number): string {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  family?: string;
  /** More attributes, written as they are. */
  extra?: string;
}

export function text(
  x: number,
  y: number,
  value: string | number,
  {
    size = 16,
    weight = 400,
    fill = "#0f172a",
    anchor = "start",
    family = FONT,
    extra = "",
  }: TextOptions = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(value)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = "",
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

/**
 * A bar chart standing on the line `base`: one bar per value, `step` apart and `scale` tall per
 * unit, the last bar (the latest period) in its own colour.
 */
export function barChart(
  values: number[],
  { x, base, width, step, scale, rx, fill, last }: BarChartOptions,
): string {
  return values
    .map((value, i) =>
      rect(
        x + i * step,
        base - value * scale,
        width,
        value * scale,
        rx,
        i === values.length - 1 ? last : fill,
      ),
    )
    .join("");
}

interface BarChartOptions {
  x: number;
  base: number;
  width: number;
  step: number;
  scale: number;
  rx: number;
  fill: string;
  last: string;
}

/** A number, or one already rounded to text with toFixed so the file stays short. */
type Coordinate = number | string;

export function circle(
  cx: Coordinate,
  cy: Coordinate,
  r: Coordinate,
  fill: string,
  extra = "",
): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

/** Rounded placeholder lines standing in for text. */
export function lines(
  x: number,
  y: number,
  widths: number[],
  { gap = 16, height = 8, fill = "#e2e8f0" }: { gap?: number; height?: number; fill?: string } = {},
): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, height, height / 2, fill)).join("");
}

/** The soft drop shadows of the raster pictures ("shadow" for devices, "soft" for small cards). */
export const SHADOW = `
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="22"/>
    <feOffset dy="26" result="blur"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.38"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="160%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="6"/>
    <feOffset dy="6" result="blur"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.14"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>`;

// ---- Icons -----------------------------------------------------------------

/**
 * The lucide component each of the site's icon names maps to, read from the one table in
 * components/ui/icon.tsx, so a picture shows the same icon as the page around it.
 */
async function lucideComponentOf(name: IconName): Promise<string> {
  const source = await readFile(new URL("components/ui/icon.tsx", ROOT), "utf8");
  const component = source.match(new RegExp(`\\n\\s+"?${name}"?: (\\w+),`))?.[1];
  if (!component) throw new Error(`components/ui/icon.tsx has no icon named ${name}`);
  return component;
}

/** The SVG elements of one of the site's icons (a 24-unit lucide drawing, stroke not set). */
export async function iconElements(name: IconName): Promise<string> {
  const component = await lucideComponentOf(name);
  const file = component.replace(/([a-z])([A-Z0-9])/g, "$1-$2").toLowerCase();
  const source = await readFile(
    new URL(`node_modules/lucide-react/dist/esm/icons/${file}.mjs`, ROOT),
    "utf8",
  );
  // The icon module's data literal: { name, size, node: [[tag, attributes], ...] }.
  const literal = source.slice(
    source.indexOf("{", source.indexOf("__iconData =")),
    source.indexOf("\n};") + 2,
  );
  const { node } = Function(`return (${literal})`)() as LucideIconData;
  return node
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes)
        .filter(([attribute]) => attribute !== "key")
        .map(([attribute, value]) => `${attribute}="${String(value)}"`);
      return `<${tag} ${list.join(" ")}/>`;
    })
    .join("");
}

// ---- Output ----------------------------------------------------------------

/** Writes an SVG under public/images/ (newlines kept, indentation dropped) and logs its path. */
export async function writeSvg(path: string, svg: string): Promise<void> {
  const file = new URL(path, PUBLIC_IMAGES);
  await mkdir(new URL(".", file), { recursive: true });
  await writeFile(file, svg.replace(/\n\s+/g, "\n"));
  console.log(`public/images/${path}`);
}

/**
 * Rasterises an SVG drawn `full` pixels wide at each of `widths` (its height in proportion), to
 * the path `pathOf` gives for that width (WebP, or AVIF for a .avif path), at `quality`.
 */
export async function writeWebpWidths(
  svg: string,
  full: { width: number; height: number },
  widths: readonly number[],
  pathOf: (width: number) => string,
  quality = 80,
): Promise<void> {
  for (const width of widths) {
    const height = (full.height * width) / full.width;
    await writeWebp(
      pathOf(width),
      svg.replace(
        `width="${full.width}" height="${full.height}"`,
        `width="${width}" height="${height}"`,
      ),
      quality,
    );
  }
}

/**
 * Where the rasters are written, and the record of what each was drawn from (its path under the
 * folder → a hash of its SVG and quality), committed with them: scripts/pictures/drawn-files.json.
 */
export interface RasterPlace {
  images: URL;
  record: URL;
}
const RASTERS: RasterPlace = {
  images: PUBLIC_IMAGES,
  record: new URL("scripts/pictures/drawn-files.json", ROOT),
};

/** The records read, by record file: each generator run reads its record once. */
const records = new Map<string, Promise<Record<string, string>>>();
function recordOf(place: RasterPlace) {
  const key = place.record.href;
  let record = records.get(key);
  if (!record) {
    record = readFile(place.record, "utf8").then(
      (text) => JSON.parse(text) as Record<string, string>,
      () => ({}),
    );
    records.set(key, record);
  }
  return record;
}

/** The quality the AVIF copies are encoded at: as sharp as the WebP at 80, about 40 % lighter. */
export const AVIF_QUALITY = 50;

/**
 * Rasterises an SVG to WebP, or to AVIF for a path ending in .avif, under `place.images`
 * (public/images/) and logs its path and size,
 * unless the file there was drawn from this very SVG at this quality. A build whose content or
 * generators changed runs every generator (scripts/content/prepare.ts), and rasterising is the
 * slow part (the products' screens alone take about 25 s): an edit redraws only the pictures it
 * changes.
 */
export async function writeWebp(
  path: string,
  svg: string,
  quality = 80,
  place: RasterPlace = RASTERS,
): Promise<void> {
  const file = new URL(path, place.images);
  const drawnFrom = createHash("sha256").update(`${quality}\n${svg}`).digest("hex").slice(0, 16);
  const record = await recordOf(place);
  if (record[path] === drawnFrom && existsSync(file)) return;
  const { default: sharp } = await import("sharp");
  await mkdir(new URL(".", file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  const encoded = path.endsWith(".avif")
    ? image.avif({ quality, effort: 4 })
    : image.webp({ quality });
  const { size } = await encoded.toFile(fileURLToPath(file));
  console.log(`public/images/${path} ${(size / 1024).toFixed(1)} kB`);
  record[path] = drawnFrom;
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(place.record, `${JSON.stringify(sorted, null, 2)}\n`);
}
