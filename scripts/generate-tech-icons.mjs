#!/usr/bin/env node
/**
 * Writes public/icons/tech/{id}.svg for every technology in content/technologies.ts.
 * Logos come from simple-icons; brands it no longer carries (AWS, Azure) get a monogram tile.
 * Run with `node scripts/generate-tech-icons.mjs` after adding a technology; a unit test checks
 * that every technology has its file.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as icons from "simple-icons";

/**
 * id → simple-icons export, or a monogram with its brand colour. `color` overrides the
 * simple-icons colour (Angular's current logo is near-black; its red reads better as a tile).
 */
const technologies = [
  { id: "react", icon: "siReact" },
  { id: "nextjs", icon: "siNextdotjs" },
  { id: "vue", icon: "siVuedotjs" },
  { id: "angular", icon: "siAngular", color: "#DD0031" },
  { id: "tailwind", icon: "siTailwindcss" },
  { id: "typescript", icon: "siTypescript" },
  { id: "nodejs", icon: "siNodedotjs" },
  { id: "php", icon: "siPhp" },
  { id: "laravel", icon: "siLaravel" },
  { id: "django", icon: "siDjango" },
  { id: "python", icon: "siPython" },
  { id: "spring-boot", icon: "siSpringboot" },
  { id: "dotnet", icon: "siDotnet" },
  { id: "flutter", icon: "siFlutter" },
  { id: "react-native", icon: "siReact", title: "React Native" },
  { id: "kotlin", icon: "siKotlin" },
  { id: "swift", icon: "siSwift" },
  { id: "ionic", icon: "siIonic" },
  { id: "postgresql", icon: "siPostgresql" },
  { id: "mysql", icon: "siMysql" },
  { id: "mongodb", icon: "siMongodb" },
  { id: "redis", icon: "siRedis" },
  { id: "firebase", icon: "siFirebase" },
  { id: "aws", monogram: "AWS", title: "AWS", color: "#FF9900" },
  { id: "google-cloud", icon: "siGooglecloud" },
  { id: "azure", monogram: "Az", title: "Azure", color: "#0078D4" },
  { id: "docker", icon: "siDocker" },
  { id: "kubernetes", icon: "siKubernetes" },
  { id: "github-actions", icon: "siGithubactions" },
];

/** WCAG: 3:1 for a graphic on white, 4.5:1 for the white letters of a monogram. */
const GLYPH_CONTRAST = 3;
const TEXT_CONTRAST = 4.5;

function parseHex(hex) {
  const value = hex.replace("#", "");
  return [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
}

function toHex(rgb) {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

function luminance(rgb) {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(rgb) {
  return 1.05 / (luminance(rgb) + 0.05);
}

/** The brand colour, darkened step by step until it reaches the contrast asked for on white. */
function readableOnWhite(hex, minimum) {
  let rgb = parseHex(hex);
  while (contrastWithWhite(rgb) < minimum) {
    rgb = rgb.map((channel) => channel * 0.94);
  }
  return toHex(rgb);
}

function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function logoSvg(title, pathData, fill) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<path fill="${fill}" d="${pathData}"/>`,
    `</svg>`,
    "",
  ].join("\n");
}

/** Font size and baseline that centre 1-3 capitals (Arial cap height ≈ 0.716 em) in the tile. */
function monogramSvg(title, letters, fill) {
  const fontSize = { 1: 14, 2: 11, 3: 8.5 }[letters.length] ?? 8.5;
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

function svgFor(technology) {
  if (technology.monogram) {
    if (!/^[A-Za-z0-9]{1,3}$/.test(technology.monogram)) {
      throw new Error(`${technology.id}: a monogram has 1-3 letters`);
    }
    const fill = readableOnWhite(technology.color, TEXT_CONTRAST);
    return monogramSvg(technology.title, technology.monogram, fill);
  }
  const icon = icons[technology.icon];
  if (!icon) throw new Error(`${technology.id}: simple-icons has no export ${technology.icon}`);
  const fill = readableOnWhite(technology.color ?? `#${icon.hex}`, GLYPH_CONTRAST);
  return logoSvg(technology.title ?? icon.title, icon.path, fill);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "icons", "tech");

await mkdir(outDir, { recursive: true });
for (const technology of technologies) {
  await writeFile(path.join(outDir, `${technology.id}.svg`), svgFor(technology));
}
console.log(`Wrote ${technologies.length} icons to ${path.relative(root, outDir)}`);
