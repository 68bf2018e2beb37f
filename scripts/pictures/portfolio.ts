/**
 * Draws the portfolio projects' device mock-ups (a browser, two phones or a phone held sideways around a
 * screen drawn for the project) into public/images/portfolio/{id}.webp, 1200x900, and smaller
 * ({id}-600.webp, {id}-800.webp: content/portfolio.ts, MOCKUP_WIDTHS), each also as AVIF. Each screen's
 * layout, shapes and colours are drawn here; every word and figure a client would recognise as
 * theirs comes from the project's own entry (its `art`: app name, menu, main and second lines,
 * listed items; and its results), so a new case study's picture shows its own words.
 * Run with `npx tsx scripts/pictures/portfolio.ts`; the output is committed.
 */
import { MOCKUP_WIDTHS, mockupFile, portfolioProjects } from "../../content/portfolio";
import type {
  PortfolioArtItem,
  PortfolioProject,
  PortfolioScreen,
} from "../../content/schema/portfolio";
import {
  SHADOW,
  barChart,
  circle,
  lines,
  random,
  rect,
  shiftHue,
  text,
  withLightness,
  writeWebpWidths,
  AVIF_QUALITY,
} from "./svg";

// ---- Portfolio: backgrounds and device frames -------------------------------

const W = 1200;
const H = 900;

/** The colours a screen is drawn in, from its project's accent colour. */
export interface Palette {
  accent: string;
  dark: string;
  tint: string;
}

/**
 * The ground behind the device: a light tint of the project's own accent colour (turned by its
 * hue so neighbouring projects differ), with a soft disc and two patches of dots in the accent.
 */
function background(accent: string, hue: number): string {
  const tint = shiftHue(accent, hue / 2);
  const rnd = random(Math.round(hue * 7) + 11);
  const dots: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    for (let j = 0; j < 5; j += 1) {
      dots.push(circle(44 + i * 26, 40 + j * 26, 2.4, tint, 'opacity="0.22"'));
      dots.push(circle(W - 252 + i * 26, H - 150 + j * 26, 2.4, tint, 'opacity="0.22"'));
    }
  }
  const blobs = [
    circle(W - 120, 120, 300, withLightness(tint, 0.86, 0.55), 'opacity="0.7"'),
    circle(W * (0.25 + rnd() * 0.4), H + 140, 260, withLightness(tint, 0.9, 0.45), 'opacity="0.6"'),
  ];
  return `
    <defs>${SHADOW}</defs>
    <rect width="${W}" height="${H}" fill="${withLightness(tint, 0.955, 0.4)}"/>
    ${blobs.join("")}
    ${dots.join("")}`;
}

/** A browser window at (110, 96), 980x700; `screen` draws into a 980x648 area. */
export function browser(screen: string, url: string, id = "screen"): string {
  const x = 110;
  const y = 96;
  const w = 980;
  const h = 700;
  const bar = 52;
  const r = 18;
  const clip = `M${x} ${y + bar} H${x + w} V${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} H${x + r} Q${x} ${y + h} ${x} ${y + h - r} Z`;
  return `
    <defs><clipPath id="${id}"><path d="${clip}"/></clipPath></defs>
    <g filter="url(#shadow)">${rect(x, y, w, h, r, "#ffffff")}</g>
    <path d="M${x} ${y + r} Q${x} ${y} ${x + r} ${y} H${x + w - r} Q${x + w} ${y} ${x + w} ${y + r} V${y + bar} H${x} Z" fill="#f1f5f9"/>
    ${circle(x + 28, y + 26, 7, "#f87171")}${circle(x + 50, y + 26, 7, "#fbbf24")}${circle(x + 72, y + 26, 7, "#34d399")}
    ${rect(x + 250, y + 12, 480, 28, 14, "#ffffff", 'stroke="#e2e8f0"')}
    ${rect(x + 266, y + 22, 9, 8, 2, "#94a3b8")}
    <path d="M${x + 268} ${y + 22} v-3 a2.5 2.5 0 0 1 5 0 v3" fill="none" stroke="#94a3b8" stroke-width="1.6"/>
    ${text(x + 284, y + 31, url, { size: 13, fill: "#64748b" })}
    <line x1="${x}" y1="${y + bar}" x2="${x + w}" y2="${y + bar}" stroke="#e2e8f0"/>
    <g clip-path="url(#${id})"><g transform="translate(${x} ${y + bar})">${screen}</g></g>`;
}

/** A phone, 300x620; `screen` draws into a 276x596 area. */
export function phone(x: number, y: number, screen: string, id: string): string {
  const w = 300;
  const h = 620;
  return `
    <defs><clipPath id="${id}"><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="36"/></clipPath></defs>
    <g filter="url(#shadow)">${rect(x, y, w, h, 48, "#0f172a")}</g>
    ${rect(x - 3, y + 130, 4, 54, 2, "#1e293b")}${rect(x + w - 1, y + 150, 4, 80, 2, "#1e293b")}
    <g clip-path="url(#${id})"><g transform="translate(${x + 12} ${y + 12})">${screen}</g></g>
    ${rect(x + w / 2 - 46, y + 24, 92, 26, 13, "#0f172a")}`;
}

function statusBar(dark = false): string {
  const fill = dark ? "#ffffff" : "#0f172a";
  return `${text(30, 34, "9:41", { size: 15, weight: 700, fill })}
    ${rect(214, 24, 24, 12, 3, "none", `stroke="${fill}" stroke-width="1.5"`)}${rect(217, 27, 16, 6, 1.5, fill)}
    ${rect(196, 30, 3, 6, 1, fill)}${rect(201, 27, 3, 9, 1, fill)}${rect(206, 24, 3, 12, 1, fill)}`;
}

/** Where a phone held sideways is drawn in the 1200x900 frame (home's hero fits it from here). */
export const SIDEWAYS_BOX = { x: 88, y: 156, width: 1024, height: 588 } as const;

/**
 * A phone held sideways, as a game is played, centred in the frame (SIDEWAYS_BOX); `screen` draws
 * into a 964x544 area. Its camera is in the bezel at the left, its buttons on the top edge.
 */
export function sideways(screen: string, id = "screen"): string {
  const { x, y, width: w, height: h } = SIDEWAYS_BOX;
  const side = (w - 964) / 2;
  const top = (h - 544) / 2;
  return `
    <defs><clipPath id="${id}"><rect x="${x + side}" y="${y + top}" width="964" height="544" rx="34"/></clipPath></defs>
    ${rect(x + 190, y - 3, 90, 5, 2, "#1e293b")}${rect(x + 300, y - 3, 56, 5, 2, "#1e293b")}
    <g filter="url(#shadow)">${rect(x, y, w, h, 70, "#0f172a")}</g>
    <g clip-path="url(#${id})"><g transform="translate(${x + side} ${y + top})">${screen}</g></g>
    ${circle(x + side / 2, y + h / 2, 6, "#1e293b")}`;
}

// ---- Portfolio: the words on a screen ----------------------------------------

/**
 * What a screen is drawn from: the project's own words (its `art`, with plain stand-ins where the
 * entry leaves something out), its measured results, and its colours. No client's words live in
 * this file: a screen shows its own project's words, plain labels or grey lines, never another
 * project's.
 */
export interface Sketch {
  palette: Palette;
  brand: string;
  /** The entry's menu, or plain labels of the screen's kind. */
  nav: string[];
  headline: string;
  subline?: string;
  /** What the screen lists; when empty, grey lines stand in for it. */
  items: PortfolioArtItem[];
  results: { label: string; value: string }[];
}

/** Draws one screen's content into its device's screen area. */
export type Draw = (s: Sketch) => string;

/** What a project's picture is drawn from. */
export type DrawnProject = Pick<PortfolioProject, "id" | "title" | "art" | "results">;

/** Each screen's menu when the entry names none: the words of its kind, no client's. */
const plainNav: Record<PortfolioScreen, string[]> = {
  commerce: ["Shop", "New in", "Offers", "Help"],
  booking: ["Stays", "Offers", "My bookings", "Help"],
  document: ["Inbox", "Documents", "To review", "Reports", "Settings"],
  chat: ["Conversations", "Reports"],
  "design-system": ["Foundations", "Typography", "Colour", "Components", "Patterns"],
  health: ["Appointments", "Reports", "Prescriptions", "Payments"],
  fleet: ["Route", "Checklist", "History", "Account"],
  cricket: ["Defend", "Attack", "Leave"],
};

/**
 * The first `count` items a screen lists, or as many empty slots (drawn as grey lines) when the
 * entry lists none.
 */
function itemSlots(s: Sketch, count: number): (PortfolioArtItem | undefined)[] {
  const shown = s.items.slice(0, count);
  return shown.length > 0 ? shown : Array.from({ length: count }, () => undefined);
}

/** A project's screen colours, from its accent colour. */
function paletteOf(art: PortfolioProject["art"]): Palette {
  return {
    accent: art.accent,
    dark: withLightness(art.accent, 0.26),
    tint: withLightness(art.accent, 0.975, 0.5),
  };
}

/**
 * The words a project's screen shows, from its own entry. The name and the main line are required
 * by the schema; a blank one (a hand-edited file may hold "") falls back to the project's title.
 */
export function sketchOf({ title, art, results }: DrawnProject): Sketch {
  const given = (value: string | undefined) => value?.trim() || undefined;
  const nav = (art.nav ?? []).map((label) => label.trim()).filter(Boolean);
  return {
    palette: paletteOf(art),
    brand: given(art.brand) ?? title,
    nav: nav.length > 0 ? nav : plainNav[art.screen],
    headline: given(art.headline) ?? title,
    subline: given(art.subline),
    items: (art.items ?? []).flatMap(({ name, detail, figure }) =>
      given(name) ? [{ name: name.trim(), detail: given(detail), figure: given(figure) }] : [],
    ),
    results: results.map(({ label, value }) => ({ label, value })),
  };
}

/**
 * The advance of one character of the drawings' face (Liberation Sans, which has Arial's metrics)
 * in thousandths of the font size: near enough to fit a text to its box, erring wide.
 */
function advance(ch: string, bold: boolean): number {
  if ("ijl|'".includes(ch)) return bold ? 278 : 222;
  if (" .,:;!I/".includes(ch)) return 278;
  if ("ft".includes(ch)) return bold ? 333 : 278;
  if ("r-()".includes(ch)) return bold && ch === "r" ? 389 : 333;
  if (ch === "m" || ch === "M") return bold && ch === "m" ? 889 : 833;
  if (ch === "w") return bold ? 778 : 722;
  if (ch === "W") return 944;
  if (/[A-Z]/.test(ch)) return 722;
  if (/[a-z]/.test(ch)) return bold ? 600 : 540;
  return 556;
}

/** The width of `value` set at `size`. */
export function widthOf(value: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of value) units += advance(ch, bold);
  return (units * size) / 1000;
}

/** A text fitted to its box: its lines and the size they are set at. */
export interface Fitted {
  lines: string[];
  size: number;
}

/** `value` broken at words into lines no wider than `width`, or undefined if it takes more than `max`. */
function breakLines(value: string, width: number, size: number, bold: boolean, max: number) {
  const lines: string[] = [];
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`, size, bold) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const fits = lines.length <= max && lines.every((line) => widthOf(line, size, bold) <= width);
  return fits ? lines : undefined;
}

/**
 * `value` set within `width` on at most `max` lines: on one line at `size` (or a little smaller),
 * else on up to `max` lines, smaller as needed down to `least`. A text too long even then (the
 * schema's limits keep that rare) is set smaller still, so it never leaves its box.
 */
export function fitText(
  value: string,
  width: number,
  size: number,
  {
    bold = false,
    max = 1,
    least = Math.round(size * 0.7),
  }: { bold?: boolean; max?: number; least?: number } = {},
): Fitted {
  if (!value.trim()) return { lines: [], size };
  const tries: [size: number, lines: number][] = [];
  for (let s = size; s >= (max === 1 ? least : size * 0.88); s -= 1) tries.push([s, 1]);
  if (max > 1) for (let s = size; s >= least; s -= 1) tries.push([s, max]);
  for (const [s, count] of tries) {
    const lines = breakLines(value, width, s, bold, count);
    if (lines) return { lines, size: s };
  }
  const words = value.split(/\s+/).filter(Boolean);
  const per = Math.ceil(words.length / max);
  const lines: string[] = [];
  for (let at = 0; at < words.length; at += per) lines.push(words.slice(at, at + per).join(" "));
  const widest = Math.max(...lines.map((line) => widthOf(line, least, bold)));
  return { lines, size: Math.floor(least * Math.min(1, width / widest) * 10) / 10 };
}

type TextStyle = NonNullable<Parameters<typeof text>[3]>;

/** A fitted text's lines from the baseline `y`, each `leading` times its size under the last. */
function setText(
  x: number,
  y: number,
  { lines, size }: Fitted,
  { leading = 1.2, ...style }: Omit<TextStyle, "size"> & { leading?: number } = {},
): string {
  return lines.map((line, i) => text(x, y + i * size * leading, line, { ...style, size })).join("");
}

/** One line of text, made smaller if it would be wider than `width`. */
function line(
  x: number,
  y: number,
  value: string,
  width: number,
  style: TextStyle & { size: number },
): string {
  const fitted = fitText(value, width, style.size, { bold: (style.weight ?? 400) >= 700 });
  return setText(x, y, fitted, style);
}

/** The width a fitted text takes. */
const widthOfFitted = ({ lines, size }: Fitted, bold = false) =>
  Math.max(0, ...lines.map((entry) => widthOf(entry, size, bold)));

/** `count` boxes of one width side by side across `width` from `x`, `gap` apart. */
function columns(count: number, x: number, width: number, gap: number) {
  const w = (width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ x: x + i * (w + gap), w }));
}

/** The first letter of a name, for a logo mark or an avatar. */
const initial = (name: string) => (name.match(/[\p{L}\p{N}]/u)?.[0] ?? "").toUpperCase();

/** A percentage in a figure ("68%"), as a fraction, or undefined when it is no percentage. */
function fraction(figure: string | undefined): number | undefined {
  const match = figure?.trim().match(/^(\d{1,3}(?:\.\d+)?)\s?%$/);
  return match ? Math.min(1, Number(match[1]) / 100) : undefined;
}

// ---- Portfolio: screens ------------------------------------------------------

/** A web app's top bar: its logo mark and name, its menu (the first entry open) and an action. */
function appHeader(s: Sketch, action: string, width = 980): string {
  const { accent } = s.palette;
  const name = fitText(s.brand, 240, 19, { bold: true });
  let cursor = Math.max(340, 72 + widthOfFitted(name, true) + 56);
  const end = width - 148 - 28;
  const items: string[] = [];
  for (const [i, item] of s.nav.entries()) {
    const bold = i === 0;
    const w = widthOf(item, 15, bold);
    if (cursor + w > end) break;
    items.push(
      text(cursor, 40, item, {
        size: 15,
        fill: bold ? accent : "#475569",
        weight: bold ? 700 : 400,
      }),
    );
    cursor += w + 36;
  }
  return `${rect(0, 0, width, 66, 0, "#ffffff")}
    <line x1="0" y1="66" x2="${width}" y2="66" stroke="#e2e8f0"/>
    ${rect(28, 17, 32, 32, 9, accent)}${text(44, 39, initial(s.brand), { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${setText(72, 40, name, { weight: 700 })}
    ${items.join("")}
    ${rect(width - 148, 16, 120, 34, 17, accent)}${text(width - 88, 38, action, { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

/** An app's menu down the side, its third entry (or its last, if it has fewer) open. */
function sidebar(s: Sketch): string {
  const { accent } = s.palette;
  const brand = fitText(s.brand, 128, 17, { bold: true, max: 2, least: 13 });
  const active = Math.min(2, s.nav.length - 1);
  const rows = s.nav
    .slice(0, 6)
    .map((item, i) => {
      const y = 96 + i * 46;
      const on = i === active;
      return `${on ? rect(14, y - 24, 172, 38, 10, accent, 'opacity="0.12"') : ""}
        ${rect(30, y - 12, 14, 14, 4, on ? accent : "#94a3b8")}
        ${line(56, y, item, 126, { size: 15, weight: on ? 700 : 400, fill: on ? accent : "#475569" })}`;
    })
    .join("");
  return `${rect(0, 0, 200, 648, 0, "#ffffff")}<line x1="200" y1="0" x2="200" y2="648" stroke="#e2e8f0"/>
    ${rect(20, 18, 30, 30, 8, accent)}${text(35, 39, initial(s.brand), { size: 17, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${setText(60, brand.lines.length > 1 ? 31 : 39, brand, { weight: 700, leading: 1.1 })}
    ${rows}`;
}

/** Colours of the product pictures on a shop's cards, one after the other: drawing only. */
const JARS = [
  { colour: "#eab308", jar: "#fef3c7" },
  { colour: "#dc2626", jar: "#fee2e2" },
  { colour: "#65a30d", jar: "#ecfccb" },
  { colour: "#44403c", jar: "#f5f5f4" },
];

/** A shop: its banner (the main and second lines) over up to four products with their prices. */
function commerceScreen(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const slots = itemSlots(s, 4);
  const cards = columns(slots.length, 32, 916, 20)
    .map(({ x, w }, i) => {
      const item = slots[i];
      const jar = JARS[i % JARS.length]!;
      const y = 278;
      const cx = x + w / 2;
      const inner = w - 32;
      let words: string;
      if (item) {
        const name = fitText(item.name, inner, 16, { bold: true, max: 2, least: 13 });
        const two = name.lines.length > 1;
        words = `${setText(x + 16, y + (two ? 188 : 192), name, { weight: 700 })}
          ${item.detail ? line(x + 16, y + (two ? 228 : 214), item.detail, inner, { size: two ? 12 : 13, fill: "#64748b" }) : ""}
          ${item.figure ? line(x + 16, y + (two ? 258 : 252), item.figure, inner - 70, { size: 21, weight: 700, fill: dark }) : ""}`;
      } else
        words = `${lines(x + 16, y + 180, [inner * 0.8], { height: 12, fill: "#cbd5e1" })}
          ${lines(x + 16, y + 204, [inner * 0.55])}
          ${lines(x + 16, y + 234, [64], { height: 16, fill: withLightness(accent, 0.85) })}`;
      return `<g filter="url(#soft)">${rect(x, y, w, 338, 16, "#ffffff")}</g>
        ${rect(x + 12, y + 12, w - 24, 150, 12, jar.jar)}
        ${rect(cx - 30, y + 44, 60, 16, 5, "#78350f")}
        ${rect(cx - 37, y + 58, 74, 90, 16, "#ffffff", 'opacity="0.9"')}
        ${circle(cx, y + 106, 24, jar.colour)}
        ${circle(cx - 8, y + 98, 6, "#ffffff", 'opacity="0.35"')}
        ${words}
        ${text(x + w - 16, y + 250, "★★★★★", { size: 11, fill: "#b45309", anchor: "end" })}
        ${rect(x + 16, y + 274, inner, 42, 12, i === 0 ? accent : "#ffffff", i === 0 ? "" : `stroke="${accent}" stroke-width="1.5"`)}
        ${text(cx, y + 300, "Add to cart", { size: 15, weight: 700, fill: i === 0 ? "#ffffff" : accent, anchor: "middle" })}`;
    })
    .join("");
  const headline = fitText(s.headline, 640, 30, { bold: true, max: 2, least: 22 });
  const two = headline.lines.length > 1;
  const headlineY = two ? 128 : 152;
  const sublineY = headlineY + (headline.lines.length - 1) * headline.size * 1.12 + (two ? 30 : 32);
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${appHeader(s, "Cart (2)")}
    <defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
    ${rect(32, 90, 916, 164, 20, "url(#hero)")}
    ${setText(64, headlineY, headline, { weight: 700, fill: "#ffffff", leading: 1.12 })}
    ${s.subline ? line(64, sublineY, s.subline, 640, { size: two ? 15 : 16, fill: "#ffffff", extra: 'opacity="0.9"' }) : ""}
    ${rect(64, 204, 132, 36, 18, "#ffffff")}${text(130, 227, "Shop now", { size: 15, weight: 700, fill: dark, anchor: "middle" })}
    ${circle(820, 172, 62, "#ffffff", 'opacity="0.16"')}${circle(872, 124, 30, "#fde68a", 'opacity="0.9"')}
    ${circle(780, 214, 24, "#fca5a5", 'opacity="0.9"')}${circle(840, 186, 38, "#ffffff", 'opacity="0.25"')}
    ${cards}`;
}

/** A hotel's booking site: its banner over a palace by a lake, a date search, up to three rooms. */
function bookingScreen(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const slots = itemSlots(s, 3);
  const skies = ["#fed7aa", "#fecdd3", "#e9d5ff"];
  const cards = columns(slots.length, 32, 916, 20)
    .map(({ x, w }, i) => {
      const room = slots[i];
      const y = 410;
      let words: string;
      if (room) {
        const name = fitText(room.name, w - 140, 17, { bold: true, max: 2, least: 14 });
        const below = y + 40 + (name.lines.length - 1) * name.size * 1.2;
        words = `${setText(x + 124, y + 40, name, { weight: 700 })}
          ${room.detail ? line(x + 124, below + 22, room.detail, w - 140, { size: 13, fill: "#64748b" }) : ""}
          ${room.figure ? line(x + 16, y + 150, room.figure, w - 148, { size: 22, weight: 700, fill: dark }) : ""}`;
      } else
        words = `${lines(x + 124, y + 28, [(w - 140) * 0.85], { height: 12, fill: "#cbd5e1" })}
          ${lines(x + 124, y + 52, [(w - 140) * 0.6])}
          ${lines(x + 16, y + 134, [90], { height: 16, fill: withLightness(accent, 0.85) })}`;
      return `<g filter="url(#soft)">${rect(x, y, w, 196, 16, "#ffffff")}</g>
        ${rect(x + 12, y + 12, 96, 96, 12, skies[i % skies.length]!)}
        ${rect(x + 26, y + 62, 68, 26, 6, "#ffffff")}${rect(x + 26, y + 52, 22, 14, 4, "#ffffff")}${rect(x + 26, y + 84, 68, 10, 3, dark, 'opacity="0.5"')}
        ${words}
        ${text(x + 16, y + 172, "per night, taxes extra", { size: 12, fill: "#64748b" })}
        ${rect(x + w - 120, y + 138, 104, 40, 12, accent)}${text(x + w - 68, y + 163, "Select", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
    })
    .join("");
  const field = (x: number, label: string, value: string) =>
    `${text(x, 322, label, { size: 12, fill: "#64748b" })}${text(x, 346, value, { size: 17, weight: 700 })}`;
  const headline = fitText(s.headline, 540, 32, { bold: true, max: 2, least: 24 });
  const headlineY = headline.lines.length > 1 ? 112 : 130;
  const sublineY = headlineY + (headline.lines.length - 1) * headline.size * 1.12 + 32;
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${appHeader(s, "Book now")}
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="0.6" stop-color="#fda4af"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
    </defs>
    ${rect(0, 67, 980, 240, 0, "url(#sky)")}
    ${circle(760, 150, 38, "#fff7ed", 'opacity="0.9"')}
    <path d="M0 250 L120 196 L240 232 L380 180 L520 236 L660 190 L820 238 L980 200 V307 H0 Z" fill="${dark}" opacity="0.35"/>
    <g fill="#7c2d12" opacity="0.85">
      <rect x="560" y="196" width="260" height="74"/>
      <rect x="600" y="170" width="60" height="30"/><rect x="720" y="170" width="60" height="30"/>
      <path d="M604 172 a26 26 0 0 1 52 0 Z"/><path d="M724 172 a26 26 0 0 1 52 0 Z"/>
      <path d="M660 198 a30 30 0 0 1 60 0 Z"/>
      <rect x="628" y="140" width="4" height="8"/><rect x="748" y="140" width="4" height="8"/>
    </g>
    <g fill="#fde68a" opacity="0.9">
      ${[580, 612, 644, 676, 708, 740, 772].map((wx) => `<rect x="${wx}" y="216" width="14" height="22" rx="7"/>`).join("")}
    </g>
    <defs><linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
    ${rect(0, 270, 980, 37, 0, "url(#lake)")}
    ${rect(600, 276, 180, 3, 1.5, "#ffffff", 'opacity="0.6"')}${rect(640, 284, 110, 3, 1.5, "#ffffff", 'opacity="0.45"')}${rect(120, 280, 140, 3, 1.5, "#ffffff", 'opacity="0.4"')}
    ${setText(48, headlineY, headline, { weight: 700, fill: "#ffffff", leading: 1.12 })}
    ${s.subline ? line(48, sublineY, s.subline, 500, { size: 16, fill: "#ffffff" }) : ""}
    <g filter="url(#soft)">${rect(32, 292, 916, 76, 18, "#ffffff")}</g>
    ${field(60, "Check-in", "Fri, 13 Dec")}
    <line x1="250" y1="306" x2="250" y2="354" stroke="#e2e8f0"/>
    ${field(276, "Check-out", "Mon, 16 Dec")}
    <line x1="470" y1="306" x2="470" y2="354" stroke="#e2e8f0"/>
    ${field(496, "Guests", "2 adults, 1 room")}
    ${rect(738, 306, 192, 48, 14, accent)}${text(834, 336, "Check availability", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(32, 396, "Available for your dates", { size: 15, weight: 700, fill: "#334155" })}
    ${cards}`;
}

/** How sure the reader is of each field, first to last; the last one shown asks to be checked. */
const CONFIDENCE = [0.99, 0.97, 0.98, 0.91];
const DOUBTFUL = 0.72;

/** A document reader: the scanned document beside the fields read from it (the listed items). */
function documentScreen(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const slots = itemSlots(s, 5);
  const rows = slots
    .map((item, i) => {
      const y = 166 + i * 74;
      const low = i === slots.length - 1;
      const score = low ? DOUBTFUL : CONFIDENCE[i % CONFIDENCE.length]!;
      const colour = low ? "#d97706" : "#059669";
      const value = item?.detail ?? item?.figure;
      return `${low ? rect(586, y - 20, 364, 68, 10, "#fffbeb", 'stroke="#fde68a"') : ""}
        ${item ? line(598, y, item.name, 250, { size: 12, fill: "#64748b" }) : lines(598, y - 9, [120], { height: 9 })}
        ${low ? text(938, y, "Please check", { size: 12, weight: 700, fill: "#b45309", anchor: "end" }) : ""}
        ${value ? line(598, y + 22, value, 340, { size: 16, weight: 700 }) : lines(598, y + 10, [170], { height: 12, fill: "#cbd5e1" })}
        ${rect(598, y + 32, 280, 6, 3, "#e2e8f0")}${rect(598, y + 32, 280 * score, 6, 3, colour)}
        ${text(938, y + 39, `${Math.round(score * 100)}%`, { size: 13, weight: 700, fill: colour, anchor: "end" })}`;
    })
    .join("");
  // The scan itself: the form the fields were read from, each field's printed label over the
  // value as the claimant wrote it, ringed where the reader found it. With no items listed, the
  // form's fields are ruled lines.
  const scanned = slots
    .map((item, i) => {
      const y = 184 + i * 60;
      const value = item?.detail ?? item?.figure;
      const label = item
        ? line(250, y, item.name.toUpperCase(), 290, { size: 10, weight: 700, fill: "#94a3b8" })
        : lines(250, y - 8, [90], { height: 7, fill: "#e2e8f0" });
      const ring = rect(
        248,
        y + 8,
        value ? Math.min(292, widthOf(value, 15, true) + 20) : 170,
        30,
        4,
        accent,
        `fill-opacity="0.1" stroke="${accent}" stroke-width="1.5"`,
      );
      const written = value
        ? line(258, y + 29, value, 272, { size: 15, weight: 700, fill: dark })
        : lines(258, y + 19, [120], { height: 8, fill: dark });
      return `${label}${rect(250, y + 41, 290, 1, 0, "#e2e8f0")}${ring}${written}`;
    })
    .join("");
  const title = fitText(s.headline, 520, 22, { bold: true });
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${sidebar(s)}
    ${setText(228, 48, title, { weight: 700 })}
    ${rect(228 + widthOfFitted(title, true) + 16, 28, 110, 28, 14, "#fef3c7")}${text(228 + widthOfFitted(title, true) + 71, 47, "Needs review", { size: 13, weight: 700, fill: "#b45309", anchor: "middle" })}
    ${s.subline ? line(228, 76, s.subline, 720, { size: 13, fill: "#64748b" }) : ""}
    <g filter="url(#soft)">${rect(228, 100, 334, 520, 8, "#ffffff")}</g>
    ${line(250, 140, s.headline.toUpperCase(), 290, { size: 15, weight: 700, fill: "#334155" })}
    ${s.subline ? line(250, 160, s.subline, 290, { size: 11, fill: "#94a3b8" }) : ""}
    ${scanned}
    ${rect(250, 494, 290, 96, 6, "#f8fafc", 'stroke="#e2e8f0"')}
    ${text(262, 514, "Signature", { size: 11, fill: "#94a3b8" })}
    <path d="M266 566 c14 -30 24 10 38 -8 s18 -22 26 2 s16 10 30 -10 s14 -6 26 -2" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linecap="round"/>
    ${text(586, 128, "Extracted fields", { size: 17, weight: 700 })}
    ${text(950, 128, `${slots.length} of ${slots.length} found`, { size: 13, fill: "#64748b", anchor: "end" })}
    ${rows}
    ${rect(586, 560, 200, 46, 12, accent)}${text(686, 589, "Approve draft", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(800, 560, 150, 46, 12, "#ffffff", `stroke="${accent}" stroke-width="1.5"`)}${text(875, 589, "Edit fields", { size: 15, weight: 700, fill: accent, anchor: "middle" })}`;
}

/**
 * An assistant's console: the conversations (the listed items), the first one open with its
 * question (the main line) and the answer (the second line), and the project's own results.
 */
function chatScreen(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const slots = itemSlots(s, 5);
  const list = slots
    .map((person, i) => {
      const y = 84 + i * 74;
      const avatar = circle(40, y + 26, 20, withLightness(accent, 0.85));
      if (!person)
        return `${avatar}${lines(72, y + 10, [110], { height: 10, fill: "#cbd5e1" })}${lines(72, y + 32, [150])}`;
      // The tag (the figure) beside the name when both fit on the line; else the name alone.
      const wide = person.figure ? widthOf(person.figure, 11, true) + 14 : 0;
      const tag = wide > 0 && widthOf(person.name, 15, true) + wide + 8 <= 164 ? wide : 0;
      const name = fitText(person.name, 164 - (tag ? tag + 8 : 0), 15, {
        bold: true,
        max: 2,
        least: 12,
      });
      const two = name.lines.length > 1;
      return `${i === 0 ? rect(0, y - 10, 250, 74, 0, accent, 'opacity="0.08"') : ""}
        ${avatar}${text(40, y + 31, initial(person.name), { size: 15, weight: 700, fill: dark, anchor: "middle" })}
        ${setText(72, two ? y + 14 : y + 20, name, { weight: 700, leading: 1.1 })}
        ${person.detail ? line(72, two ? y + 50 : y + 42, person.detail, 170, { size: two ? 12 : 13, fill: "#64748b" }) : ""}
        ${tag ? `${rect(236 - tag, y + 6, tag, 20, 6, "#f1f5f9")}${text(236 - tag / 2, y + 20, person.figure!, { size: 11, weight: 700, fill: "#475569", anchor: "middle" })}` : ""}`;
    })
    .join("");
  const bubble = (x: number, y: number, words: Fitted, mine: boolean) => {
    const w = widthOfFitted(words) + 28;
    const h = 22 + words.lines.length * 21;
    const left = mine ? x - w : x;
    return {
      svg: `${rect(left, y, w, h, 14, mine ? "#dcfce7" : "#ffffff", mine ? "" : 'stroke="#e2e8f0"')}
        ${setText(left + 14, y + 27, words, { fill: "#0f172a", leading: 21 / words.size })}`,
      bottom: y + h,
    };
  };
  const question = bubble(274, 150, fitText(s.headline, 272, 14, { max: 2, least: 12 }), false);
  const answer = s.subline
    ? bubble(660, question.bottom + 18, fitText(s.subline, 302, 14, { max: 3, least: 12 }), true)
    : {
        svg: `${rect(400, question.bottom + 18, 260, 85, 14, "#dcfce7")}${lines(414, question.bottom + 38, [220, 200, 140], { height: 9, gap: 21, fill: "#bbf7d0" })}`,
        bottom: question.bottom + 103,
      };
  const typing = answer.bottom + 22;
  const bars = [38, 52, 47, 66, 74, 88, 96];
  const chart = barChart(bars, {
    x: 742,
    base: 330,
    width: 18,
    step: 30,
    scale: 2,
    rx: 4,
    fill: withLightness(accent, 0.78),
    last: accent,
  });
  // The project's own results: a percentage, if one is, round a ring; the others in rows below.
  const ring = s.results.find((result) => fraction(result.value) !== undefined) ?? s.results[0];
  const others = s.results.filter((result) => result !== ring).slice(0, 2);
  const share = fraction(ring?.value) ?? 1;
  const nav = s.nav.slice(0, 4);
  const name = fitText(s.brand, 200, 19, { bold: true });
  let tab = 68 + widthOfFitted(name, true) + 32;
  const tabs = nav
    .map((item, i) => {
      const w = widthOf(item, 14, i === 0);
      if (tab + w > 960) return "";
      const x = tab;
      tab += w + 28;
      return `${text(x, 38, item, { size: 14, weight: i === 0 ? 700 : 400, fill: i === 0 ? accent : "#64748b" })}${i === 0 ? rect(x, 59, w, 3, 1.5, accent) : ""}`;
    })
    .join("");
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${rect(0, 0, 980, 62, 0, "#ffffff")}<line x1="0" y1="62" x2="980" y2="62" stroke="#e2e8f0"/>
    ${rect(24, 15, 32, 32, 16, accent)}<path d="M33 36 c2 -10 10 -14 15 -12 c-1 8 -8 13 -15 12 Z" fill="#ffffff"/>
    ${setText(68, 38, name, { weight: 700 })}${tabs}
    ${rect(0, 63, 250, 585, 0, "#ffffff")}<line x1="250" y1="63" x2="250" y2="648" stroke="#e2e8f0"/>
    ${list}
    ${slots[0] ? line(274, 96, slots[0].name, 380, { size: 15, weight: 700 }) : lines(274, 86, [140], { height: 10, fill: "#cbd5e1" })}
    <line x1="274" y1="127" x2="660" y2="127" stroke="#e2e8f0"/>${rect(437, 116, 60, 22, 11, "#ffffff", 'stroke="#e2e8f0"')}${text(467, 131, "Today", { size: 12, fill: "#64748b", anchor: "middle" })}
    ${question.svg}
    ${answer.svg}
    ${rect(274, typing, 64, 36, 14, "#ffffff", 'stroke="#e2e8f0"')}
    ${[0, 1, 2].map((i) => circle(292 + i * 14, typing + 18, 3.5, "#94a3b8")).join("")}
    ${rect(274, 580, 386, 44, 22, "#ffffff", 'stroke="#e2e8f0"')}${text(296, 608, "Write a reply…", { size: 14, fill: "#94a3b8" })}
    ${circle(636, 602, 16, accent)}<path d="M630 596 l12 6 l-12 6 Z" fill="#ffffff"/>
    <line x1="684" y1="63" x2="684" y2="648" stroke="#e2e8f0"/>
    ${rect(685, 63, 295, 585, 0, "#ffffff")}
    ${text(710, 100, "Conversations this week", { size: 14, fill: "#64748b" })}
    ${chart}
    <line x1="736" y1="331" x2="956" y2="331" stroke="#e2e8f0"/>
    ${["M", "T", "W", "T", "F", "S", "S"].map((d, i) => text(751 + i * 30, 352, d, { size: 11, fill: "#94a3b8", anchor: "middle" })).join("")}
    ${
      ring
        ? `${text(710, 404, "Since launch", { size: 14, fill: "#64748b" })}
    <circle cx="770" cy="478" r="46" fill="none" stroke="${withLightness(accent, 0.88)}" stroke-width="14"/>
    <circle cx="770" cy="478" r="46" fill="none" stroke="${accent}" stroke-width="14" stroke-dasharray="${(2 * Math.PI * 46 * share).toFixed(1)} 999" transform="rotate(-90 770 478)" stroke-linecap="round"/>
    ${line(770, 485, ring.value, 70, { size: 20, weight: 700, anchor: "middle" })}
    ${setText(836, 466, fitText(ring.label, 124, 13, { max: 3, least: 11 }), { fill: "#64748b" })}`
        : ""
    }
    ${others.map((result, i) => `${line(710, 576 + i * 28, result.label, 180, { size: 14, fill: "#64748b" })}${line(956, 576 + i * 28, result.value, 60, { size: 16, weight: 700, anchor: "end" })}`).join("")}`;
}

/** A design system's colour page: tokens, type, controls and a sample card (the first item). */
function designSystemScreen(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const swatches: [colour: string, label: string][] = [
    [withLightness(accent, 0.94), "50"],
    [withLightness(accent, 0.8), "200"],
    [withLightness(accent, 0.62), "400"],
    [accent, "600"],
    [dark, "800"],
    ["#f59e0b", "Accent"],
    ["#059669", "Success"],
  ];
  const swatchRow = swatches
    .map(
      ([colour, label], i) =>
        `${rect(232 + i * 100, 126, 84, 64, 12, colour, colour.startsWith("#f") && i === 0 ? 'stroke="#e2e8f0"' : "")}${text(232 + i * 100, 210, label, { size: 12, weight: 700, fill: "#475569" })}`,
    )
    .join("");
  const title = fitText(s.headline, 560, 24, { bold: true });
  const badge = 232 + widthOfFitted(title, true) + 20;
  const card = s.items[0];
  const progress = fraction(card?.figure) ?? 0.68;
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${sidebar(s)}
    ${setText(232, 56, title, { weight: 700 })}
    ${rect(badge, 36, 76, 26, 13, "#dcfce7")}${text(badge + 38, 54, "Stable", { size: 12, weight: 700, fill: "#15803d", anchor: "middle" })}
    ${s.subline ? line(232, 92, s.subline, 700, { size: 14, fill: "#64748b" }) : ""}
    ${swatchRow}
    <g filter="url(#soft)">${rect(232, 244, 300, 174, 16, "#ffffff")}</g>
    ${text(252, 274, "Type scale", { size: 13, weight: 700, fill: "#64748b" })}
    ${text(252, 340, "Aa", { size: 64, weight: 700, fill: dark })}
    ${text(352, 300, "Display 40", { size: 20, weight: 700 })}${text(352, 328, "Heading 24", { size: 16, weight: 700 })}
    ${text(352, 352, "Body 16 / 1.6", { size: 14 })}${text(352, 374, "Caption 13", { size: 12, fill: "#64748b" })}
    ${text(252, 400, "Tabular figures", { size: 12, fill: "#94a3b8" })}
    <g filter="url(#soft)">${rect(552, 244, 396, 174, 16, "#ffffff")}</g>
    ${text(572, 274, "Controls", { size: 13, weight: 700, fill: "#64748b" })}
    ${rect(572, 292, 128, 42, 12, accent)}${text(636, 318, "Get started", { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(712, 292, 104, 42, 12, "#ffffff", `stroke="${accent}" stroke-width="1.5"`)}${text(764, 318, "Preview", { size: 14, weight: 700, fill: accent, anchor: "middle" })}
    ${rect(832, 300, 52, 28, 14, accent)}${circle(870, 314, 11, "#ffffff")}
    ${rect(892, 300, 44, 28, 14, "#cbd5e1")}${circle(906, 314, 11, "#ffffff")}
    ${rect(572, 354, 220, 42, 10, "#ffffff", 'stroke="#cbd5e1"')}${text(586, 380, "Search", { size: 14, fill: "#94a3b8" })}
    ${rect(808, 362, 24, 24, 6, accent)}<path d="M814 374 l5 5 l9 -10" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${text(842, 380, "Remember me", { size: 14, fill: "#334155" })}
    <g filter="url(#soft)">${rect(232, 440, 716, 180, 16, "#ffffff")}</g>
    ${text(252, 470, "Card", { size: 13, weight: 700, fill: "#64748b" })}
    ${rect(252, 486, 160, 114, 12, withLightness(accent, 0.9))}
    <path d="M300 560 l32 -40 l24 28 l14 -16 l24 28 Z" fill="${withLightness(accent, 0.7)}"/>${circle(380, 516, 10, withLightness(accent, 0.75))}
    ${card ? line(432, 512, card.name, 360, { size: 18, weight: 700 }) : lines(432, 500, [260], { height: 12, fill: "#cbd5e1" })}
    ${card?.detail ? line(432, 536, card.detail, 360, { size: 14, fill: "#64748b" }) : card ? "" : lines(432, 526, [180])}
    ${rect(432, 556, 300, 8, 4, "#e2e8f0")}${rect(432, 556, 300 * progress, 8, 4, accent)}
    ${card?.figure && widthOf(card.figure, 13, true) <= 56 ? text(746, 565, card.figure, { size: 13, weight: 700, fill: dark }) : ""}
    ${rect(808, 538, 120, 40, 12, accent)}${text(868, 563, "Continue", { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

/** A phone's tab bar: four marks, one of them lit. */
function tabBar(accent: string, active: number): string {
  return `${rect(0, 548, 276, 48, 0, "#ffffff")}<line x1="0" y1="548" x2="276" y2="548" stroke="#e2e8f0"/>
    ${[0, 1, 2, 3].map((i) => rect(34 + i * 64, 562, 20, 20, 6, i === active ? accent : "#cbd5e1")).join("")}`;
}

/** A phone app's name over its title (the main line), which takes two lines when it must. */
function phoneTitle(s: Sketch, title: string): { svg: string; lines: number } {
  const fitted =
    widthOf(title, 21, true) <= 236
      ? { lines: [title], size: 21 }
      : fitText(title, 236, 19, { bold: true, max: 2, least: 15 });
  const two = fitted.lines.length > 1;
  return {
    svg: `${line(20, two ? 74 : 84, s.brand, 190, { size: 15, weight: 700, fill: s.palette.accent })}
      ${setText(20, two ? 99 : 114, fitted, { weight: 700, leading: 1.15 })}`,
    lines: fitted.lines.length,
  };
}

/** A patient app's home: the greeting (the main line), the first item large, the menu as tiles. */
function healthPhoneA(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  // Glyphs drawn inside a 34x34 tile, one for each tile: calendar, report, capsule, card.
  const glyphs = [
    (c: string) =>
      `${rect(8, 10, 18, 16, 3, "none", `stroke="${c}" stroke-width="2"`)}${rect(8, 10, 18, 5, 2, c)}${rect(12, 7, 2, 6, 1, c)}${rect(20, 7, 2, 6, 1, c)}`,
    (c: string) =>
      `${rect(10, 7, 14, 20, 3, "none", `stroke="${c}" stroke-width="2"`)}${rect(13, 13, 8, 2, 1, c)}${rect(13, 18, 6, 2, 1, c)}`,
    (c: string) =>
      `<g transform="rotate(-40 17 17)">${rect(7, 12, 20, 10, 5, "none", `stroke="${c}" stroke-width="2"`)}${rect(17, 12, 10, 10, 5, c)}</g>`,
    (c: string) =>
      `${rect(7, 10, 20, 14, 3, "none", `stroke="${c}" stroke-width="2"`)}${rect(7, 14, 20, 3, 0, c)}${rect(10, 20, 6, 2, 1, c)}`,
  ];
  const inks: [background: string, ink: string][] = [
    ["#e0f2fe", "#0369a1"],
    ["#dcfce7", "#15803d"],
    ["#fef3c7", "#b45309"],
    ["#fae8ff", "#a21caf"],
  ];
  const tiles = s.nav
    .slice(0, 4)
    .map((label, i) => {
      const [bg, ink] = inks[i]!;
      const x = 20 + (i % 2) * 124;
      const y = 344 + Math.floor(i / 2) * 104;
      const words = fitText(label, 86, 14, { bold: true, max: 2, least: 11 });
      return `${rect(x, y, 112, 92, 18, "#ffffff", 'stroke="#e2e8f0"')}${rect(x + 14, y + 14, 34, 34, 10, bg)}
        <g transform="translate(${x + 14} ${y + 14})">${glyphs[i]!(ink)}</g>
        ${setText(x + 14, words.lines.length > 1 ? y + 66 : y + 74, words, { weight: 700, leading: 1.1 })}`;
    })
    .join("");
  const title = phoneTitle(s, s.headline);
  const avatarY = title.lines > 1 ? 68 : 78;
  const next = s.items[0];
  const white = (value: string, y: number, size: number, weight = 400, extra = "") =>
    line(38, y, value, 200, { size, weight, fill: "#ffffff", extra });
  const appointment = next
    ? `${white(next.name, 194, 19, 700)}
      ${next.detail ? white(next.detail, 216, 13, 400, 'opacity="0.85"') : ""}
      ${rect(38, 232, 200, 34, 10, "#ffffff", 'opacity="0.18"')}${next.figure ? line(52, 254, next.figure, 172, { size: 14, weight: 700, fill: "#ffffff" }) : lines(52, 244, [110], { height: 10, fill: "#ffffff" })}`
    : `${lines(38, 180, [150], { height: 14, fill: "#ffffff" })}${lines(38, 206, [110], { height: 9, fill: "#ffffff" })}
      ${rect(38, 232, 200, 34, 10, "#ffffff", 'opacity="0.18"')}`;
  return `${rect(0, 0, 276, 596, 0, tint)}${statusBar()}
    ${title.svg}
    ${circle(240, avatarY, 16, withLightness(accent, 0.85))}${circle(240, avatarY - 4, 5, dark)}<path d="M231 ${avatarY + 10} a9 8 0 0 1 18 0 Z" fill="${dark}"/>
    <defs><linearGradient id="appt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    ${rect(20, 136, 236, 184, 22, "url(#appt)")}
    ${text(38, 166, "Next appointment", { size: 13, fill: "#ffffff", extra: 'opacity="0.85"' })}
    ${appointment}
    ${rect(38, 276, 96, 30, 15, "#ffffff")}${text(86, 296, "Check in", { size: 13, weight: 700, fill: dark, anchor: "middle" })}
    ${text(150, 296, "Reschedule", { size: 13, weight: 700, fill: "#ffffff" })}
    ${tiles}
    ${tabBar(accent, 0)}`;
}

/** The patient app's second page (the menu's second entry): a chart and the rest of the items. */
function healthPhoneB(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const listed = s.items.slice(1, 5);
  const slots = listed.length > 0 ? listed : [undefined, undefined, undefined, undefined];
  const rows = slots
    .map((item, i) => {
      const y = 290 + i * 62;
      const ready = i < slots.length - 1 || slots.length === 1;
      const status = ready ? "Ready" : "Processing";
      const pill = ready ? 196 : 174;
      const name = item && fitText(item.name, pill - 76, 13, { bold: true, max: 2, least: 11 });
      const two = (name?.lines.length ?? 1) > 1;
      return `${rect(20, y, 236, 52, 14, "#ffffff", 'stroke="#e2e8f0"')}
        ${rect(32, y + 12, 28, 28, 8, withLightness(accent, 0.9))}${rect(39, y + 19, 14, 3, 1.5, dark)}${rect(39, y + 25, 10, 3, 1.5, dark)}
        ${name ? setText(70, two ? y + 19 : y + 23, name, { weight: 700, leading: 1.1 }) : lines(70, y + 14, [90], { height: 9, fill: "#cbd5e1" })}
        ${item?.figure ? line(70, two ? y + 46 : y + 41, item.figure, pill - 76, { size: two ? 11 : 12, fill: "#64748b" }) : item ? "" : lines(70, y + 32, [56], { height: 8 })}
        ${rect(pill, y + 16, ready ? 50 : 72, 20, 10, ready ? "#dcfce7" : "#fef3c7")}
        ${text(ready ? 221 : 210, y + 30, status, { size: 11, weight: 700, fill: ready ? "#15803d" : "#b45309", anchor: "middle" })}`;
    })
    .join("");
  const caption = s.subline ? fitText(s.subline, 204, 12, { max: 2, least: 10 }) : undefined;
  const top = caption ? 158 + (caption.lines.length - 1) * caption.size * 1.25 + 22 : 156;
  const bottom = 256;
  const pts = [128, 122, 125, 117, 112, 108];
  const yOf = (v: number) => bottom - ((v - 100) / 30) * (bottom - top);
  const path = pts.map((v, i) => `${i === 0 ? "M" : "L"}${40 + i * 40} ${yOf(v)}`).join(" ");
  return `${rect(0, 0, 276, 596, 0, tint)}${statusBar()}
    ${line(20, 84, s.brand, 236, { size: 15, weight: 700, fill: accent })}
    ${line(20, 114, s.nav[1] ?? s.nav[0] ?? s.headline, 236, { size: 21, weight: 700 })}
    ${rect(20, 132, 236, 144, 18, "#ffffff", 'stroke="#e2e8f0"')}
    ${caption ? setText(36, 158, caption, { fill: "#64748b", leading: 1.25 }) : ""}
    <line x1="36" y1="${yOf(100)}" x2="240" y2="${yOf(100)}" stroke="#cbd5e1" stroke-dasharray="4 4"/>
    <path d="${path}" fill="none" stroke="${accent}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>
    ${pts.map((v, i) => circle(40 + i * 40, yOf(v), 4, i === pts.length - 1 ? dark : "#ffffff", `stroke="${accent}" stroke-width="2"`)).join("")}
    ${rows}
    ${tabBar(accent, 1)}`;
}

/** A driver's app on a map: the stop in view (the main line) with its time and load (the second). */
function fleetPhoneA(s: Sketch): string {
  const { accent, dark } = s.palette;
  const stops: [x: number, y: number][] = [
    [60, 470],
    [104, 380],
    [176, 330],
    [150, 240],
    [220, 170],
  ];
  const route = stops.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`).join(" ");
  const stop = fitText(s.headline, 236, 17, { bold: true, max: 2, least: 14 });
  const sub = s.subline ? fitText(s.subline, 236, 13, { max: 2, least: 11 }) : undefined;
  const subY = 520 - ((sub?.lines.length ?? 1) - 1) * 16;
  const stopLast = sub ? subY - 22 : 512;
  const stopY = stopLast - (stop.lines.length - 1) * stop.size * 1.2;
  const sheet = stopY - 68;
  return `${rect(0, 0, 276, 596, 0, "#e7eef0")}
    <path d="M-20 120 L300 60" stroke="#ffffff" stroke-width="22"/>
    <path d="M40 -10 L130 620" stroke="#ffffff" stroke-width="16"/>
    <path d="M-10 300 L290 360" stroke="#ffffff" stroke-width="14"/>
    <path d="M200 -10 L250 620" stroke="#ffffff" stroke-width="12"/>
    <path d="M-10 520 L290 450" stroke="#ffffff" stroke-width="12"/>
    ${rect(150, 396, 80, 50, 10, "#d9f99d", 'opacity="0.7"')}${rect(10, 160, 60, 90, 10, "#d9f99d", 'opacity="0.7"')}
    ${rect(-10, 0, 300, 40, 0, "#bae6fd", 'opacity="0.8"')}
    ${statusBar()}
    <path d="${route}" fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
    ${stops.map(([x, y], i) => `${circle(x, y, 11, i < 2 ? "#94a3b8" : "#ffffff", `stroke="${i < 2 ? "#ffffff" : accent}" stroke-width="3"`)}${text(x, y + 4, String(i + 6), { size: 10, weight: 700, fill: i < 2 ? "#ffffff" : dark, anchor: "middle" })}`).join("")}
    ${circle(140, 355, 16, dark, 'stroke="#ffffff" stroke-width="4"')}<path d="M134 360 l6 -12 l6 12 l-6 -4 Z" fill="#ffffff"/>
    ${rect(14, 56, 248, 44, 14, "#ffffff", 'filter="url(#soft)"')}
    ${line(30, 84, s.brand, 140, { size: 15, weight: 700, fill: accent })}
    ${circle(188, 79, 4, "#059669")}${text(248, 84, "On route", { size: 13, fill: "#64748b", anchor: "end" })}
    <g filter="url(#soft)">${rect(0, sheet, 276, 610 - sheet, 24, "#ffffff")}</g>
    ${rect(118, sheet + 10, 40, 5, 2.5, "#cbd5e1")}
    ${text(20, stopY - 24, "Stop 8 of 24", { size: 12, fill: "#64748b" })}
    ${setText(20, stopY, stop, { weight: 700 })}
    ${sub ? setText(20, subY, sub, { fill: "#475569", leading: 16 / sub.size }) : ""}
    ${rect(20, 534, 150, 42, 12, accent)}${text(95, 560, "Navigate", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(180, 534, 76, 42, 12, "#ffffff", 'stroke="#cbd5e1"')}${text(218, 560, "Call", { size: 15, weight: 700, fill: "#334155", anchor: "middle" })}`;
}

/** The driver's checklist at the stop (the menu's second entry): the listed items, then a signature. */
function fleetPhoneB(s: Sketch): string {
  const { accent, dark, tint } = s.palette;
  const slots = itemSlots(s, 3);
  const where = fitText(`Stop 8 · ${s.headline}`, 236, 13, { max: 2, least: 11 });
  const shift = (where.lines.length - 1) * 16;
  const done = Math.max(0, slots.length - 1);
  const rows = slots
    .map((item, i) => {
      const y = 170 + shift + i * 50;
      const tick = i < done;
      return `${circle(36, y, 12, tick ? "#059669" : "#ffffff", tick ? "" : 'stroke="#cbd5e1" stroke-width="2"')}
        ${tick ? `<path d="M30 ${y} l4 4 l8 -8" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` : ""}
        ${item ? line(58, y + 5, item.name, 198, { size: 15, weight: tick ? 400 : 700, fill: tick ? "#64748b" : "#0f172a" }) : lines(58, y - 4, [150], { height: 9, fill: "#cbd5e1" })}`;
    })
    .join("");
  const box = 310 + shift;
  return `${rect(0, 0, 276, 596, 0, tint)}${statusBar()}
    ${line(20, 84, s.brand, 236, { size: 15, weight: 700, fill: accent })}
    ${line(20, 114, s.nav[1] ?? s.nav[0] ?? s.headline, 236, { size: 21, weight: 700 })}
    ${setText(20, 138, where, { fill: "#64748b", leading: 16 / where.size })}
    ${rows}
    ${rect(20, box, 236, 460 - box, 16, "#ffffff", 'stroke="#cbd5e1" stroke-dasharray="6 5"')}
    <path d="M50 418 c10 -40 26 -44 30 -20 s4 30 18 8 s22 -40 30 -10 s10 20 24 -2 s20 -10 36 -6" fill="none" stroke="${dark}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <line x1="40" y1="436" x2="236" y2="436" stroke="#e2e8f0"/>
    ${text(138, 452, "Sign above", { size: 12, fill: "#94a3b8", anchor: "middle" })}
    ${rect(20, 476, 236, 22, 11, "#fef3c7")}${text(138, 491, `${done} of ${slots.length} steps done`, { size: 11, weight: 700, fill: "#b45309", anchor: "middle" })}
    ${rect(20, 516, 236, 48, 14, accent)}${text(138, 546, "Confirm stop", { size: 16, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}
/**
 * A cricket game under floodlights: its name on the banner and the boards, the score (the main
 * line) and what is left to play (the second line), and the menu as the batter's shots.
 */
function cricketScreen(s: Sketch): string {
  const { accent } = s.palette;
  const sw = 964;
  const sh = 544;
  const rnd = random(42);
  const crowd: string[] = [];
  const crowdColours = [
    "#f59e0b",
    "#f43f5e",
    "#38bdf8",
    "#a3e635",
    "#ffffff",
    "#c084fc",
    "#fb923c",
  ];
  for (let row = 0; row < 6; row += 1) {
    for (let i = 0; i < 70; i += 1) {
      const x = i * 14 + (row % 2) * 7 + rnd() * 4;
      const y = 150 + row * 13 + rnd() * 3;
      crowd.push(
        circle(
          x.toFixed(1),
          y.toFixed(1),
          3.6,
          crowdColours[Math.floor(rnd() * crowdColours.length)]!,
          `opacity="${(0.45 + rnd() * 0.4).toFixed(2)}"`,
        ),
      );
    }
  }
  const stars: string[] = [];
  for (let i = 0; i < 40; i += 1)
    stars.push(
      circle(
        (rnd() * sw).toFixed(1),
        (rnd() * 110).toFixed(1),
        (0.8 + rnd() * 1.2).toFixed(1),
        "#ffffff",
        `opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"`,
      ),
    );
  const tower = (x: number, flip: boolean) => `
    <rect x="${x - 3}" y="40" width="6" height="120" fill="#1e293b"/>
    <g transform="translate(${x} 40) scale(${flip ? -1 : 1} 1)">
      <rect x="-34" y="-22" width="68" height="36" rx="4" fill="#334155"/>
      ${[-22, -7, 8, 23].map((dx) => circle(dx, -10, 5.5, "#fefce8")).join("")}${[-22, -7, 8, 23].map((dx) => circle(dx, 4, 5.5, "#fefce8")).join("")}
    </g>
    <circle cx="${x}" cy="36" r="90" fill="url(#glow)"/>`;
  const stumps = (cx: number, baseY: number, scale: number) =>
    [-1, 0, 1]
      .map((k) =>
        rect(
          cx + k * 7 * scale - 1.6 * scale,
          baseY - 34 * scale,
          3.2 * scale,
          34 * scale,
          1,
          "#fde68a",
        ),
      )
      .join("") + rect(cx - 10 * scale, baseY - 36 * scale, 20 * scale, 3 * scale, 1, "#fde68a");
  const title = fitText(s.brand, 400, 20, { bold: true });
  const banner = Math.max(264, widthOfFitted(title, true) + 64);
  const score = fitText(s.headline, 360, 22, { bold: true, least: 15 });
  const left = s.subline ? fitText(s.subline, 360, 13, { least: 10 }) : undefined;
  const board = Math.max(236, widthOfFitted(score, true) + 36, left ? widthOfFitted(left) + 36 : 0);
  // The shots, right-aligned, the middle one (or the only one) lit.
  const menu = s.nav.slice(0, 3);
  const room = (sw / 2 - 84 - 12 * (menu.length - 1)) / menu.length;
  const widths = menu.map((label) => Math.min(room, Math.max(84, widthOf(label, 15, true) + 32)));
  let x = sw - 24 - widths.reduce((sum, w) => sum + w, 0) - 12 * (menu.length - 1);
  const shots = menu.map((label, i) => {
    const w = widths[i]!;
    const lit = i === Math.min(1, menu.length - 1);
    const shot = `${rect(x, sh - 66, w, 44, 22, lit ? "#f59e0b" : "#0f172a", lit ? "" : 'opacity="0.75"')}${line(x + w / 2, sh - 38, label, w - 20, { size: 15, weight: 700, fill: lit ? "#1f2937" : "#ffffff", anchor: "middle" })}`;
    x += w + 12;
    return shot;
  });
  return `<defs>
      <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1035"/><stop offset="1" stop-color="${shiftHue("#312e81", -10)}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="#fef9c3" stop-opacity="0.55"/><stop offset="1" stop-color="#fef9c3" stop-opacity="0"/></radialGradient>
      <radialGradient id="field" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#4ade80"/><stop offset="1" stop-color="#16a34a"/></radialGradient>
      <linearGradient id="pitch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e7d3a8"/><stop offset="1" stop-color="#d6b77c"/></linearGradient>
    </defs>
    <rect width="${sw}" height="${sh}" fill="url(#night)"/>
    ${stars.join("")}
    ${tower(70, false)}${tower(sw - 70, true)}
    ${rect(0, 140, sw, 90, 0, "#1e1b4b")}
    ${crowd.join("")}
    ${rect(0, 222, sw, 14, 0, accent)}
    ${[60, 300, 540, 780].map((x) => line(x, 233, s.brand.toUpperCase(), 200, { size: 10, weight: 700, fill: "#ffffff", extra: 'opacity="0.85"' })).join("")}
    ${rect(0, 236, sw, sh - 236, 0, "#15803d")}
    <ellipse cx="${sw / 2}" cy="570" rx="780" ry="326" fill="url(#field)"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${sw / 2}" cy="570" rx="${720 - i * 124}" ry="${290 - i * 52}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="40"/>`).join("")}
    <ellipse cx="${sw / 2}" cy="570" rx="770" ry="318" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
    <path d="M${sw / 2 - 26} 262 L${sw / 2 + 26} 262 L${sw / 2 + 96} ${sh} L${sw / 2 - 96} ${sh} Z" fill="url(#pitch)"/>
    <line x1="${sw / 2 - 36}" y1="284" x2="${sw / 2 + 36}" y2="284" stroke="#ffffff" stroke-width="2"/>
    <line x1="${sw / 2 - 84}" y1="488" x2="${sw / 2 + 84}" y2="488" stroke="#ffffff" stroke-width="3"/>
    ${stumps(sw / 2, 282, 0.6)}
    <g transform="translate(${sw / 2 - 8} 280)">
      <circle cx="0" cy="-32" r="5" fill="#7c2d12"/><rect x="-6" y="-27" width="12" height="16" rx="4" fill="#f8fafc"/>
      <rect x="-5" y="-12" width="4" height="12" fill="#f8fafc"/><rect x="1" y="-12" width="4" height="12" fill="#f8fafc"/>
      <path d="M4 -25 l10 -12" stroke="#f8fafc" stroke-width="3" stroke-linecap="round"/>
    </g>
    <path d="M${sw / 2 + 4} 300 Q${sw / 2 + 40} 360 ${sw / 2 + 14} 420" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>
    ${circle(sw / 2 + 14, 424, 6, "#f8fafc")}
    ${stumps(sw / 2 + 4, 520, 1.1)}
    <g transform="translate(${sw / 2 - 44} 514)">
      <rect x="-14" y="-48" width="11" height="48" rx="5" fill="#f8fafc"/><rect x="3" y="-48" width="11" height="48" rx="5" fill="#f8fafc"/>
      <rect x="-16" y="-54" width="32" height="10" rx="3" fill="#1e3a8a"/>
      <path d="M-20 -112 h40 l6 62 h-52 Z" fill="${accent}"/>
      <path d="M-19 -106 q4 22 34 10" fill="none" stroke="${accent}" stroke-width="11" stroke-linecap="round"/>
      <path d="M20 -108 q10 6 0 14" fill="none" stroke="${accent}" stroke-width="11" stroke-linecap="round"/>
      <g transform="translate(18 -98) rotate(24)"><rect x="-4" y="-30" width="8" height="30" rx="3" fill="#1f2937"/><rect x="-8" y="-94" width="16" height="66" rx="6" fill="#fde68a"/><rect x="-8" y="-94" width="5" height="66" rx="2.5" fill="#fbbf24"/></g>
      <circle cx="16" cy="-98" r="7" fill="#f8fafc"/>
      <rect x="-8" y="-118" width="16" height="10" rx="3" fill="#1e3a8a"/>
      <circle cx="0" cy="-130" r="17" fill="#1e3a8a"/><path d="M-16 -126 q16 8 32 0" fill="none" stroke="#3b82f6" stroke-width="3"/>
    </g>
    ${rect(sw / 2 - banner / 2, 18, banner, 44, 22, accent)}
    ${setText(sw / 2, 47, title, { weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(sw / 2 - 40, 72, 80, 28, 14, "#0f172a", 'opacity="0.8"')}
    ${circle(sw / 2 - 20, 86, 5, "#ef4444")}${text(sw / 2 + 8, 91, "LIVE", { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(20, sh - 86, board, 66, 14, "#0f172a", 'opacity="0.8"')}
    ${setText(38, sh - 58, score, { weight: 700, fill: "#ffffff" })}
    ${left ? setText(38, sh - 34, left, { fill: "#cbd5e1" }) : ""}
    ${shots.join("")}`;
}

/** Each screen of content/portfolio.ts's `art.screen`: its device frame and drawing(s). */
export const screens: Record<
  PortfolioScreen,
  | { kind: "browser"; draw: Draw }
  | { kind: "game"; draw: Draw }
  | { kind: "phones"; draw: [Draw, Draw] }
> = {
  commerce: { kind: "browser", draw: commerceScreen },
  health: { kind: "phones", draw: [healthPhoneA, healthPhoneB] },
  fleet: { kind: "phones", draw: [fleetPhoneA, fleetPhoneB] },
  cricket: { kind: "game", draw: cricketScreen },
  document: { kind: "browser", draw: documentScreen },
  chat: { kind: "browser", draw: chatScreen },
  "design-system": { kind: "browser", draw: designSystemScreen },
  booking: { kind: "browser", draw: bookingScreen },
};

/** A project's mock-up: its screen, drawn from its own words, in its device on its own ground. */
export function portfolioSvg(project: DrawnProject): string {
  const { id, art } = project;
  const screen = screens[art.screen];
  if (!screen) throw new Error(`${id}: no drawing for the screen "${art.screen}"`);
  const sketch = sketchOf(project);
  let device: string;
  // The schema leaves the address optional, as only browser screens show it.
  if (screen.kind === "browser") device = browser(screen.draw(sketch), art.url ?? "");
  else if (screen.kind === "game") device = sideways(screen.draw(sketch));
  else {
    const [a, b] = screen.draw;
    device = phone(258, 170, a(sketch), "phone-a") + phone(642, 100, b(sketch), "phone-b");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(art.accent, art.hue)}${device}</svg>`;
}

async function main() {
  for (const project of portfolioProjects) {
    const svg = portfolioSvg(project);
    const file = (format: "webp" | "avif") => (width: number) =>
      mockupFile(project.id, width, format).replace(/^\/images\//, "");
    await writeWebpWidths(svg, { width: W, height: H }, MOCKUP_WIDTHS, file("webp"));
    await writeWebpWidths(svg, { width: W, height: H }, MOCKUP_WIDTHS, file("avif"), AVIF_QUALITY);
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS. Run on its own,
// not when the home hero's generator borrows its devices and screens.
if (import.meta.url === `file://${process.argv[1]}`) void main();
