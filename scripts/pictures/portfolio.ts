/**
 * Draws the portfolio projects' device mock-ups (a browser, two phones or a monitor around a
 * screen drawn for the project) into public/images/portfolio/{id}.webp, 1200x900.
 * Run with `npx tsx scripts/pictures/portfolio.ts`; the output is committed.
 */
import { portfolioProjects } from "../../content/portfolio";
import type { PortfolioProject, PortfolioScreen } from "../../content/schema/portfolio";
import {
  SHADOW,
  circle,
  lines,
  random,
  rect,
  shiftHue,
  text,
  withLightness,
  writeWebp,
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

/** Draws one screen's content into its device's screen area. */
export type Draw = (p: Palette) => string;

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

/** A desktop monitor on a stand at (100, 70), 1000x702; `screen` draws into a 964x544 area. */
export function monitor(screen: string, id = "screen"): string {
  const x = 100;
  const y = 70;
  const w = 1000;
  const h = 580;
  return `
    <defs><clipPath id="${id}"><rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="8"/></clipPath></defs>
    <path d="M${W / 2 - 70} ${y + h - 4} L${W / 2 + 70} ${y + h - 4} L${W / 2 + 92} ${y + h + 104} L${W / 2 - 92} ${y + h + 104} Z" fill="#cbd5e1"/>
    <path d="M${W / 2 - 70} ${y + h - 4} L${W / 2 + 70} ${y + h - 4} L${W / 2 + 74} ${y + h + 20} L${W / 2 - 74} ${y + h + 20} Z" fill="#94a3b8"/>
    ${rect(W / 2 - 180, y + h + 100, 360, 22, 11, "#e2e8f0")}
    <g filter="url(#shadow)">${rect(x, y, w, h, 22, "#0f172a")}</g>
    <g clip-path="url(#${id})"><g transform="translate(${x + 18} ${y + 18})">${screen}</g></g>
    ${circle(W / 2, y + h - 9, 3, "#334155")}`;
}

/** A web app's top bar with a logo mark, the product name and navigation. */
function appHeader(
  name: string,
  accent: string,
  nav: string[],
  { width = 980, action = "Sign in" }: { width?: number; action?: string } = {},
): string {
  let cursor = 340;
  const items = nav
    .map((item, i) => {
      const x = cursor;
      // Rough text width: 7.2 px a character at 15 px, wider in bold.
      cursor += item.length * 7.2 * (i === 0 ? 1.2 : 1) + 36;
      return text(x, 40, item, {
        size: 15,
        fill: i === 0 ? accent : "#475569",
        weight: i === 0 ? 700 : 400,
      });
    })
    .join("");
  return `${rect(0, 0, width, 66, 0, "#ffffff")}
    <line x1="0" y1="66" x2="${width}" y2="66" stroke="#e2e8f0"/>
    ${rect(28, 17, 32, 32, 9, accent)}${text(44, 39, name.charAt(0), { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(72, 40, name, { size: 19, weight: 700 })}
    ${items}
    ${rect(width - 148, 16, 120, 34, 17, accent)}${text(width - 88, 38, action, { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

// ---- Portfolio: screens ----------------------------------------------------

function commerceScreen(p: Palette): string {
  const { accent, dark, tint } = p;
  const spices = [
    { name: "Lakadong Turmeric", price: "₹349", colour: "#eab308", jar: "#fef3c7" },
    { name: "Kashmiri Chilli", price: "₹299", colour: "#dc2626", jar: "#fee2e2" },
    { name: "Green Cardamom", price: "₹549", colour: "#65a30d", jar: "#ecfccb" },
    { name: "Malabar Pepper", price: "₹399", colour: "#44403c", jar: "#f5f5f4" },
  ];
  const cards = spices
    .map((s, i) => {
      const x = 32 + i * 234;
      const y = 278;
      return `<g filter="url(#soft)">${rect(x, y, 214, 338, 16, "#ffffff")}</g>
        ${rect(x + 12, y + 12, 190, 150, 12, s.jar)}
        ${rect(x + 77, y + 44, 60, 16, 5, "#78350f")}
        ${rect(x + 70, y + 58, 74, 90, 16, "#ffffff", 'opacity="0.9"')}
        ${circle(x + 107, y + 106, 24, s.colour)}
        ${circle(x + 99, y + 98, 6, "#ffffff", 'opacity="0.35"')}
        ${text(x + 16, y + 192, s.name, { size: 16, weight: 700 })}
        ${text(x + 16, y + 214, "100 g · Single origin", { size: 13, fill: "#64748b" })}
        ${text(x + 16, y + 252, s.price, { size: 21, weight: 700, fill: dark })}
        ${text(x + 198, y + 250, "★ 4.8", { size: 13, fill: "#b45309", anchor: "end" })}
        ${rect(x + 16, y + 274, 182, 42, 12, i === 0 ? accent : "#ffffff", i === 0 ? "" : `stroke="${accent}" stroke-width="1.5"`)}
        ${text(x + 107, y + 300, "Add to cart", { size: 15, weight: 700, fill: i === 0 ? "#ffffff" : accent, anchor: "middle" })}`;
    })
    .join("");
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${appHeader("SpiceTrail", accent, ["Shop", "Gift boxes", "Recipes", "Wholesale"], { action: "Cart (2)" })}
    <defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
    ${rect(32, 90, 916, 164, 20, "url(#hero)")}
    ${text(64, 152, "Single-origin spices from Kerala", { size: 30, weight: 700, fill: "#ffffff" })}
    ${text(64, 184, "Packed at source. Shipped to India, the UK and the Gulf.", { size: 16, fill: "#ffffff", extra: 'opacity="0.9"' })}
    ${rect(64, 204, 132, 36, 18, "#ffffff")}${text(130, 227, "Shop now", { size: 15, weight: 700, fill: dark, anchor: "middle" })}
    ${circle(820, 172, 62, "#ffffff", 'opacity="0.16"')}${circle(872, 124, 30, "#fde68a", 'opacity="0.9"')}
    ${circle(780, 214, 24, "#fca5a5", 'opacity="0.9"')}${circle(840, 186, 38, "#ffffff", 'opacity="0.25"')}
    ${cards}`;
}

function bookingScreen(p: Palette): string {
  const { accent, dark, tint } = p;
  const rooms = [
    { name: "Lake View Suite", price: "₹14,500", tag: "2 left", sky: "#fed7aa" },
    { name: "Heritage Room", price: "₹8,900", tag: "Best value", sky: "#fecdd3" },
    { name: "Royal Haveli Suite", price: "₹21,000", tag: "Breakfast incl.", sky: "#e9d5ff" },
  ];
  const cards = rooms
    .map((room, i) => {
      const x = 32 + i * 312;
      const y = 410;
      return `<g filter="url(#soft)">${rect(x, y, 292, 226, 16, "#ffffff")}</g>
        ${rect(x + 12, y + 12, 96, 96, 12, room.sky)}
        ${rect(x + 26, y + 62, 68, 26, 6, "#ffffff")}${rect(x + 26, y + 52, 22, 14, 4, "#ffffff")}${rect(x + 26, y + 84, 68, 10, 3, dark, 'opacity="0.5"')}
        ${text(x + 124, y + 40, room.name, { size: 17, weight: 700 })}
        ${text(x + 124, y + 62, "Sleeps 2 · 38 m²", { size: 13, fill: "#64748b" })}
        ${rect(x + 124, y + 76, 96, 24, 12, "#dcfce7")}${text(x + 172, y + 93, room.tag, { size: 12, weight: 700, fill: "#15803d", anchor: "middle" })}
        ${text(x + 16, y + 150, room.price, { size: 22, weight: 700, fill: dark })}
        ${text(x + 16, y + 172, "per night, taxes extra", { size: 12, fill: "#64748b" })}
        ${rect(x + 172, y + 138, 104, 40, 12, accent)}${text(x + 224, y + 163, "Select", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
        <line x1="${x + 16}" y1="${y + 190}" x2="${x + 276}" y2="${y + 190}" stroke="#f1f5f9"/>
        ${text(x + 16, y + 208, "✓ Free cancellation up to 48 hours before", { size: 12, fill: "#15803d" })}`;
    })
    .join("");
  const field = (x: number, label: string, value: string) =>
    `${text(x, 322, label, { size: 12, fill: "#64748b" })}${text(x, 346, value, { size: 17, weight: 700 })}`;
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${appHeader("Aravalli Stays", accent, ["Hotels", "Packages", "Weddings", "Offers"], { action: "Book now" })}
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
    ${text(48, 130, "Stay in a Rajasthan palace", { size: 32, weight: 700, fill: "#ffffff" })}
    ${text(48, 162, "Five heritage hotels. Best rates when you book direct.", { size: 16, fill: "#ffffff" })}
    <g filter="url(#soft)">${rect(32, 292, 916, 76, 18, "#ffffff")}</g>
    ${field(60, "Check-in", "Fri, 13 Dec")}
    <line x1="250" y1="306" x2="250" y2="354" stroke="#e2e8f0"/>
    ${field(276, "Check-out", "Mon, 16 Dec")}
    <line x1="470" y1="306" x2="470" y2="354" stroke="#e2e8f0"/>
    ${field(496, "Guests", "2 adults, 1 room")}
    ${rect(738, 306, 192, 48, 14, accent)}${text(834, 336, "Check availability", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(32, 396, "Available at Lake Palace, Udaipur", { size: 15, weight: 700, fill: "#334155" })}
    ${cards}`;
}

function sidebar(name: string, accent: string, items: string[], active: number): string {
  const rows = items
    .map((item, i) => {
      const y = 96 + i * 46;
      const on = i === active;
      return `${on ? rect(14, y - 24, 172, 38, 10, accent, 'opacity="0.12"') : ""}
        ${rect(30, y - 12, 14, 14, 4, on ? accent : "#94a3b8")}
        ${text(56, y, item, { size: 15, weight: on ? 700 : 400, fill: on ? accent : "#475569" })}`;
    })
    .join("");
  return `${rect(0, 0, 200, 648, 0, "#ffffff")}<line x1="200" y1="0" x2="200" y2="648" stroke="#e2e8f0"/>
    ${rect(20, 18, 30, 30, 8, accent)}${text(35, 39, name.charAt(0), { size: 17, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(60, 39, name, { size: 17, weight: 700 })}
    ${rows}`;
}

function documentScreen(p: Palette): string {
  const { accent, dark, tint } = p;
  const fields = [
    { label: "Policy number", value: "NB-88213-MT", score: 0.99 },
    { label: "Vehicle registration", value: "LS19 KXW", score: 0.97 },
    { label: "Incident date", value: "14 March 2024", score: 0.98 },
    { label: "Repairer", value: "Autofix Garage, Leeds", score: 0.91 },
    { label: "Total claimed", value: "£2,840.00", score: 0.72 },
  ];
  const rows = fields
    .map((f, i) => {
      const y = 166 + i * 74;
      const low = f.score < 0.8;
      const colour = low ? "#d97706" : "#059669";
      return `${low ? rect(586, y - 20, 364, 68, 10, "#fffbeb", 'stroke="#fde68a"') : ""}
        ${text(598, y, f.label, { size: 12, fill: "#64748b" })}
        ${low ? text(938, y, "Please check", { size: 12, weight: 700, fill: "#b45309", anchor: "end" }) : ""}
        ${text(598, y + 22, f.value, { size: 16, weight: 700 })}
        ${rect(598, y + 32, 280, 6, 3, "#e2e8f0")}${rect(598, y + 32, 280 * f.score, 6, 3, colour)}
        ${text(938, y + 39, `${Math.round(f.score * 100)}%`, { size: 13, weight: 700, fill: colour, anchor: "end" })}`;
    })
    .join("");
  const mark = (y: number, w: number) =>
    rect(
      250,
      y - 6,
      w,
      24,
      4,
      accent,
      `fill-opacity="0.12" stroke="${accent}" stroke-width="1.5"`,
    ) + rect(258, y + 2, w * 0.62, 8, 4, dark, 'opacity="0.7"');
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${sidebar("DocuSense", accent, ["Inbox", "Claims", "Review queue", "Reports", "Settings"], 2)}
    ${text(228, 48, "Claim CLM-20417", { size: 22, weight: 700 })}
    ${rect(418, 28, 110, 28, 14, "#fef3c7")}${text(473, 47, "Needs review", { size: 13, weight: 700, fill: "#b45309", anchor: "middle" })}
    ${text(228, 76, "Motor claim · 3 documents · received 09:12", { size: 13, fill: "#64748b" })}
    <g filter="url(#soft)">${rect(228, 100, 334, 520, 8, "#ffffff")}</g>
    ${text(250, 140, "MOTOR CLAIM FORM", { size: 15, weight: 700, fill: "#334155" })}
    ${lines(250, 156, [180, 120], { fill: "#cbd5e1" })}
    ${mark(198, 160)}
    ${lines(250, 236, [290, 250, 270], { fill: "#e2e8f0" })}
    ${mark(300, 130)}${mark(340, 190)}
    ${lines(250, 378, [280, 230, 290, 200], { fill: "#e2e8f0" })}
    ${mark(454, 210)}
    ${rect(250, 494, 290, 96, 6, "#f8fafc", 'stroke="#e2e8f0"')}
    ${text(262, 514, "Signature of policyholder", { size: 11, fill: "#94a3b8" })}
    <path d="M266 566 c14 -30 24 10 38 -8 s18 -22 26 2 s16 10 30 -10 s14 -6 26 -2" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linecap="round"/>
    ${text(586, 128, "Extracted fields", { size: 17, weight: 700 })}
    ${text(950, 128, "5 of 5 found", { size: 13, fill: "#64748b", anchor: "end" })}
    ${rows}
    ${rect(586, 560, 200, 46, 12, accent)}${text(686, 589, "Approve draft", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(800, 560, 150, 46, 12, "#ffffff", `stroke="${accent}" stroke-width="1.5"`)}${text(875, 589, "Edit fields", { size: 15, weight: 700, fill: accent, anchor: "middle" })}`;
}

function chatScreen(p: Palette): string {
  const { accent, dark, tint } = p;
  const people = [
    { name: "Ramesh P.", lang: "HI", last: "Soybean seed rate?", on: true },
    { name: "Bhavna K.", lang: "GU", last: "Thank you!" },
    { name: "Sunil J.", lang: "MR", last: "Spray after rain?" },
    { name: "Harpreet S.", lang: "EN", last: "Handed to agronomist" },
    { name: "Meena D.", lang: "HI", last: "Urea dose for wheat" },
  ];
  const list = people
    .map((person, i) => {
      const y = 84 + i * 74;
      return `${person.on ? rect(0, y - 10, 250, 74, 0, accent, 'opacity="0.08"') : ""}
        ${circle(40, y + 26, 20, withLightness(accent, 0.85))}${text(40, y + 31, person.name.charAt(0), { size: 15, weight: 700, fill: dark, anchor: "middle" })}
        ${text(72, y + 20, person.name, { size: 15, weight: 700 })}
        ${text(72, y + 42, person.last, { size: 13, fill: "#64748b" })}
        ${rect(206, y + 6, 30, 20, 6, "#f1f5f9")}${text(221, y + 20, person.lang, { size: 11, weight: 700, fill: "#475569", anchor: "middle" })}`;
    })
    .join("");
  const bubble = (x: number, y: number, w: number, rowsOfText: string[], mine: boolean) => {
    const h = 22 + rowsOfText.length * 21;
    return `${rect(x, y, w, h, 14, mine ? "#dcfce7" : "#ffffff", mine ? "" : 'stroke="#e2e8f0"')}
      ${rowsOfText.map((row, i) => text(x + 14, y + 27 + i * 21, row, { size: 14, fill: "#0f172a" })).join("")}`;
  };
  const bars = [38, 52, 47, 66, 74, 88, 96];
  const chart = bars
    .map((b, i) =>
      rect(
        742 + i * 30,
        330 - b * 1.4,
        18,
        b * 1.4,
        4,
        i === bars.length - 1 ? accent : withLightness(accent, 0.78),
      ),
    )
    .join("");
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${rect(0, 0, 980, 62, 0, "#ffffff")}<line x1="0" y1="62" x2="980" y2="62" stroke="#e2e8f0"/>
    ${rect(24, 15, 32, 32, 16, accent)}<path d="M33 36 c2 -10 10 -14 15 -12 c-1 8 -8 13 -15 12 Z" fill="#ffffff"/>
    ${text(68, 38, "KrishiMitra", { size: 19, weight: 700 })}${text(180, 38, "Agronomy console", { size: 14, fill: "#64748b" })}
    ${rect(0, 63, 250, 585, 0, "#ffffff")}<line x1="250" y1="63" x2="250" y2="648" stroke="#e2e8f0"/>
    ${list}
    ${text(274, 96, "Ramesh P. · Dewas, MP", { size: 15, weight: 700 })}
    ${rect(500, 80, 160, 24, 12, "#ffffff", 'stroke="#e2e8f0"')}${text(580, 96, "Translated from Hindi", { size: 12, fill: "#475569", anchor: "middle" })}
    ${bubble(274, 118, 300, ["What seed rate should I use for", "soybean on one acre?"], false)}
    ${bubble(330, 200, 330, ["Sow 30-32 kg per acre for JS 20-34,", "treated with fungicide, in rows 45 cm", "apart. Source: Soybean Guide, p. 4"], true)}
    ${bubble(274, 312, 250, ["And when should I sow?"], false)}
    ${bubble(380, 374, 280, ["After 100 mm of monsoon rain,", "usually mid-June to early July."], true)}
    ${rect(274, 580, 386, 44, 22, "#ffffff", 'stroke="#e2e8f0"')}${text(296, 608, "Reply as agronomist…", { size: 14, fill: "#94a3b8" })}
    ${circle(636, 602, 16, accent)}<path d="M630 596 l12 6 l-12 6 Z" fill="#ffffff"/>
    <line x1="684" y1="63" x2="684" y2="648" stroke="#e2e8f0"/>
    ${rect(685, 63, 295, 585, 0, "#ffffff")}
    ${text(710, 100, "Questions this week", { size: 14, fill: "#64748b" })}
    ${text(710, 138, "4,812", { size: 34, weight: 700 })}${text(812, 138, "+9%", { size: 15, weight: 700, fill: "#059669" })}
    ${chart}
    <line x1="736" y1="331" x2="956" y2="331" stroke="#e2e8f0"/>
    ${["M", "T", "W", "T", "F", "S", "S"].map((d, i) => text(751 + i * 30, 352, d, { size: 11, fill: "#94a3b8", anchor: "middle" })).join("")}
    ${text(710, 404, "Resolved without hand-off", { size: 14, fill: "#64748b" })}
    <circle cx="770" cy="478" r="46" fill="none" stroke="${withLightness(accent, 0.88)}" stroke-width="14"/>
    <circle cx="770" cy="478" r="46" fill="none" stroke="${accent}" stroke-width="14" stroke-dasharray="${(2 * Math.PI * 46 * 0.68).toFixed(1)} 999" transform="rotate(-90 770 478)" stroke-linecap="round"/>
    ${text(770, 485, "68%", { size: 20, weight: 700, anchor: "middle" })}
    ${text(836, 470, "3,272", { size: 16, weight: 700 })}${text(836, 488, "answered by the bot", { size: 12, fill: "#64748b" })}
    ${text(836, 512, "1,540", { size: 16, weight: 700 })}${text(836, 530, "sent to agronomists", { size: 12, fill: "#64748b" })}
    ${text(710, 576, "Median reply", { size: 14, fill: "#64748b" })}${text(956, 576, "6 s", { size: 16, weight: 700, anchor: "end" })}
    ${text(710, 604, "Sources cited", { size: 14, fill: "#64748b" })}${text(956, 604, "100%", { size: 16, weight: 700, anchor: "end" })}`;
}

function designSystemScreen(p: Palette): string {
  const { accent, dark, tint } = p;
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
  return `${rect(0, 0, 980, 648, 0, tint)}
    ${sidebar("LearnLoop", accent, ["Foundations", "Colour", "Typography", "Components", "Patterns", "Accessibility"], 1)}
    ${text(232, 56, "Colour tokens", { size: 24, weight: 700 })}
    ${rect(408, 36, 92, 26, 13, "#dcfce7")}${text(454, 54, "WCAG AA", { size: 12, weight: 700, fill: "#15803d", anchor: "middle" })}
    ${text(232, 92, "Brand, accent and status colours with their contrast on white.", { size: 14, fill: "#64748b" })}
    ${swatchRow}
    <g filter="url(#soft)">${rect(232, 244, 300, 174, 16, "#ffffff")}</g>
    ${text(252, 274, "Typography", { size: 13, weight: 700, fill: "#64748b" })}
    ${text(252, 340, "Aa", { size: 64, weight: 700, fill: dark })}
    ${text(352, 300, "Display 40", { size: 20, weight: 700 })}${text(352, 328, "Heading 24", { size: 16, weight: 700 })}
    ${text(352, 352, "Body 16 / 1.6", { size: 14 })}${text(352, 374, "Caption 13", { size: 12, fill: "#64748b" })}
    ${text(252, 400, "Inter · tabular figures", { size: 12, fill: "#94a3b8" })}
    <g filter="url(#soft)">${rect(552, 244, 396, 174, 16, "#ffffff")}</g>
    ${text(572, 274, "Controls", { size: 13, weight: 700, fill: "#64748b" })}
    ${rect(572, 292, 128, 42, 12, accent)}${text(636, 318, "Start lesson", { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(712, 292, 104, 42, 12, "#ffffff", `stroke="${accent}" stroke-width="1.5"`)}${text(764, 318, "Preview", { size: 14, weight: 700, fill: accent, anchor: "middle" })}
    ${rect(832, 300, 52, 28, 14, accent)}${circle(870, 314, 11, "#ffffff")}
    ${rect(892, 300, 44, 28, 14, "#cbd5e1")}${circle(906, 314, 11, "#ffffff")}
    ${rect(572, 354, 220, 42, 10, "#ffffff", 'stroke="#cbd5e1"')}${text(586, 380, "Search topics", { size: 14, fill: "#94a3b8" })}
    ${rect(808, 362, 24, 24, 6, accent)}<path d="M814 374 l5 5 l9 -10" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${text(842, 380, "Remember", { size: 14, fill: "#334155" })}
    <g filter="url(#soft)">${rect(232, 440, 716, 180, 16, "#ffffff")}</g>
    ${text(252, 470, "Course card", { size: 13, weight: 700, fill: "#64748b" })}
    ${rect(252, 486, 160, 114, 12, withLightness(accent, 0.9))}
    <path d="M300 560 l32 -40 l24 28 l14 -16 l24 28 Z" fill="${withLightness(accent, 0.7)}"/>${circle(380, 516, 10, withLightness(accent, 0.75))}
    ${text(432, 512, "Quantitative Aptitude: Ratios", { size: 18, weight: 700 })}
    ${text(432, 536, "Module 4 of 12 · 18 min left", { size: 14, fill: "#64748b" })}
    ${rect(432, 556, 300, 8, 4, "#e2e8f0")}${rect(432, 556, 204, 8, 4, accent)}
    ${text(746, 565, "68%", { size: 13, weight: 700, fill: dark })}
    ${rect(808, 538, 120, 40, 12, accent)}${text(868, 563, "Continue", { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

function healthPhoneA(p: Palette): string {
  const { accent, dark, tint } = p;
  // Glyphs drawn inside a 34x34 tile, one for each action below: calendar, report, capsule, card.
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
  const actions: [label: string, background: string, ink: string][] = [
    ["Book visit", "#e0f2fe", "#0369a1"],
    ["Lab reports", "#dcfce7", "#15803d"],
    ["Medicines", "#fef3c7", "#b45309"],
    ["Pay bills", "#fae8ff", "#a21caf"],
  ];
  const tiles = actions
    .map(([label, bg, ink], i) => {
      const x = 20 + (i % 2) * 124;
      const y = 344 + Math.floor(i / 2) * 104;
      return `${rect(x, y, 112, 92, 18, "#ffffff", 'stroke="#e2e8f0"')}${rect(x + 14, y + 14, 34, 34, 10, bg)}
        <g transform="translate(${x + 14} ${y + 14})">${glyphs[i]!(ink)}</g>
        ${text(x + 14, y + 74, label, { size: 14, weight: 700 })}`;
    })
    .join("");
  return `${rect(0, 0, 276, 596, 0, tint)}${statusBar()}
    ${text(20, 84, "MediLink", { size: 15, weight: 700, fill: accent })}
    ${text(20, 114, "Good morning, Anika", { size: 21, weight: 700 })}
    ${circle(240, 78, 16, withLightness(accent, 0.85))}${text(240, 83, "A", { size: 14, weight: 700, fill: dark, anchor: "middle" })}
    <defs><linearGradient id="appt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    ${rect(20, 136, 236, 184, 22, "url(#appt)")}
    ${text(38, 166, "Next appointment", { size: 13, fill: "#ffffff", extra: 'opacity="0.85"' })}
    ${text(38, 194, "Dr S. Kulkarni", { size: 19, weight: 700, fill: "#ffffff" })}
    ${text(38, 216, "Cardiology · Kothrud", { size: 13, fill: "#ffffff", extra: 'opacity="0.85"' })}
    ${rect(38, 232, 200, 34, 10, "#ffffff", 'opacity="0.18"')}${text(52, 254, "Tue 14 May · 10:30", { size: 14, weight: 700, fill: "#ffffff" })}
    ${rect(38, 276, 96, 30, 15, "#ffffff")}${text(86, 296, "Check in", { size: 13, weight: 700, fill: dark, anchor: "middle" })}
    ${text(150, 296, "Reschedule", { size: 13, weight: 700, fill: "#ffffff" })}
    ${tiles}
    ${rect(0, 548, 276, 48, 0, "#ffffff")}<line x1="0" y1="548" x2="276" y2="548" stroke="#e2e8f0"/>
    ${[0, 1, 2, 3].map((i) => rect(34 + i * 64, 562, 20, 20, 6, i === 0 ? accent : "#cbd5e1")).join("")}`;
}

function healthPhoneB(p: Palette): string {
  const { accent, dark, tint } = p;
  const reports: [name: string, date: string, status: string][] = [
    ["Blood count (CBC)", "12 May", "Ready"],
    ["Lipid profile", "12 May", "Ready"],
    ["HbA1c", "02 Apr", "Ready"],
    ["Thyroid panel", "Today", "Processing"],
  ];
  const rows = reports
    .map(([name, date, status], i) => {
      const y = 290 + i * 62;
      const ready = status === "Ready";
      return `${rect(20, y, 236, 52, 14, "#ffffff", 'stroke="#e2e8f0"')}
        ${rect(32, y + 12, 28, 28, 8, withLightness(accent, 0.9))}${rect(39, y + 19, 14, 3, 1.5, dark)}${rect(39, y + 25, 10, 3, 1.5, dark)}
        ${text(70, y + 23, name, { size: 13, weight: 700 })}${text(70, y + 41, date, { size: 12, fill: "#64748b" })}
        ${rect(ready ? 196 : 174, y + 16, ready ? 50 : 72, 20, 10, ready ? "#dcfce7" : "#fef3c7")}
        ${text(ready ? 221 : 210, y + 30, status, { size: 11, weight: 700, fill: ready ? "#15803d" : "#b45309", anchor: "middle" })}`;
    })
    .join("");
  const pts = [128, 122, 125, 117, 112, 108];
  const yOf = (v: number) => 256 - (v - 100) * 2.7;
  const path = pts.map((v, i) => `${i === 0 ? "M" : "L"}${40 + i * 40} ${yOf(v)}`).join(" ");
  return `${rect(0, 0, 276, 596, 0, tint)}${statusBar()}
    ${text(20, 84, "MediLink", { size: 15, weight: 700, fill: accent })}
    ${text(20, 114, "Lab reports", { size: 21, weight: 700 })}
    ${rect(20, 132, 236, 144, 18, "#ffffff", 'stroke="#e2e8f0"')}
    ${text(36, 158, "Fasting glucose (mg/dL)", { size: 12, fill: "#64748b" })}
    ${text(240, 158, "↓ 20", { size: 12, weight: 700, fill: "#059669", anchor: "end" })}
    <line x1="36" y1="${yOf(100)}" x2="240" y2="${yOf(100)}" stroke="#cbd5e1" stroke-dasharray="4 4"/>
    ${text(240, yOf(100) - 6, "Target 100", { size: 10, fill: "#94a3b8", anchor: "end" })}
    <path d="${path}" fill="none" stroke="${accent}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>
    ${pts.map((v, i) => circle(40 + i * 40, yOf(v), 4, i === pts.length - 1 ? dark : "#ffffff", `stroke="${accent}" stroke-width="2"`)).join("")}
    ${rows}
    ${rect(0, 548, 276, 48, 0, "#ffffff")}<line x1="0" y1="548" x2="276" y2="548" stroke="#e2e8f0"/>
    ${[0, 1, 2, 3].map((i) => rect(34 + i * 64, 562, 20, 20, 6, i === 1 ? accent : "#cbd5e1")).join("")}`;
}

function fleetPhoneA(p: Palette): string {
  const { accent, dark } = p;
  const stops: [x: number, y: number][] = [
    [60, 470],
    [104, 380],
    [176, 330],
    [150, 240],
    [220, 170],
  ];
  const route = stops.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`).join(" ");
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
    ${text(30, 84, "FleetPulse", { size: 15, weight: 700, fill: accent })}${text(248, 84, "Route D-14", { size: 13, fill: "#64748b", anchor: "end" })}
    <g filter="url(#soft)">${rect(0, 430, 276, 180, 24, "#ffffff")}</g>
    ${rect(118, 440, 40, 5, 2.5, "#cbd5e1")}
    ${text(20, 474, "Stop 8 of 24", { size: 12, fill: "#64748b" })}
    ${text(20, 498, "Al Barsha 1, Villa 27", { size: 17, weight: 700 })}
    ${text(20, 520, "ETA 10:42 · 2 parcels", { size: 13, fill: "#475569" })}
    ${rect(20, 534, 150, 42, 12, accent)}${text(95, 560, "Navigate", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(180, 534, 76, 42, 12, "#ffffff", 'stroke="#cbd5e1"')}${text(218, 560, "Call", { size: 15, weight: 700, fill: "#334155", anchor: "middle" })}`;
}

function fleetPhoneB(p: Palette): string {
  const { accent, dark, tint } = p;
  const items: [label: string, done: boolean][] = [
    ["Scan both parcels", true],
    ["Photo at the door", true],
    ["Customer signature", false],
  ];
  const rows = items
    .map(([label, done], i) => {
      const y = 170 + i * 50;
      return `${circle(36, y, 12, done ? "#059669" : "#ffffff", done ? "" : 'stroke="#cbd5e1" stroke-width="2"')}
        ${done ? `<path d="M30 ${y} l4 4 l8 -8" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` : ""}
        ${text(58, y + 5, label, { size: 15, weight: done ? 400 : 700, fill: done ? "#64748b" : "#0f172a" })}`;
    })
    .join("");
  return `${rect(0, 0, 276, 596, 0, tint)}${statusBar()}
    ${text(20, 84, "FleetPulse", { size: 15, weight: 700, fill: accent })}
    ${text(20, 114, "Proof of delivery", { size: 21, weight: 700 })}
    ${text(20, 138, "Stop 8 · Al Barsha 1, Villa 27", { size: 13, fill: "#64748b" })}
    ${rows}
    ${rect(20, 310, 236, 150, 16, "#ffffff", 'stroke="#cbd5e1" stroke-dasharray="6 5"')}
    <path d="M50 418 c10 -40 26 -44 30 -20 s4 30 18 8 s22 -40 30 -10 s10 20 24 -2 s20 -10 36 -6" fill="none" stroke="${dark}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <line x1="40" y1="436" x2="236" y2="436" stroke="#e2e8f0"/>
    ${text(138, 452, "Sign above", { size: 12, fill: "#94a3b8", anchor: "middle" })}
    ${rect(20, 476, 236, 22, 11, "#fef3c7")}${text(138, 491, "Saved offline · syncs automatically", { size: 11, weight: 700, fill: "#b45309", anchor: "middle" })}
    ${rect(20, 516, 236, 48, 14, accent)}${text(138, 546, "Confirm delivery", { size: 16, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

function cricketScreen(p: Palette): string {
  const { accent } = p;
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
    ${[60, 300, 540, 780].map((x) => text(x, 233, "GULLY CRICKET CLASH", { size: 10, weight: 700, fill: "#ffffff", extra: 'opacity="0.85"' })).join("")}
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
    ${rect(sw / 2 - 132, 18, 264, 44, 22, accent)}
    ${text(sw / 2, 47, "Gully Cricket Clash", { size: 20, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(sw / 2 - 74, 72, 148, 28, 14, "#0f172a", 'opacity="0.8"')}
    ${circle(sw / 2 - 54, 86, 5, "#ef4444")}${text(sw / 2 + 8, 91, "LIVE · 2 players", { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(20, sh - 86, 236, 66, 14, "#0f172a", 'opacity="0.8"')}
    ${text(38, sh - 58, "PSG  42/1", { size: 22, weight: 700, fill: "#ffffff" })}
    ${text(38, sh - 34, "Over 4.3 · Need 16 from 9", { size: 13, fill: "#cbd5e1" })}
    ${rect(sw - 222, sh - 104, 128, 28, 14, "#0f172a", 'opacity="0.8"')}${text(sw - 158, sh - 85, "Timing: Perfect", { size: 13, weight: 700, fill: "#86efac", anchor: "middle" })}
    ${["Defend", "Drive", "Loft"].map((label, i) => `${rect(sw - 300 + i * 96, sh - 66, 84, 44, 22, i === 1 ? "#f59e0b" : "#0f172a", i === 1 ? "" : 'opacity="0.75"')}${text(sw - 258 + i * 96, sh - 38, label, { size: 15, weight: 700, fill: i === 1 ? "#1f2937" : "#ffffff", anchor: "middle" })}`).join("")}`;
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

/** A project's screen colours, from its accent colour. */
export function paletteOf(art: PortfolioProject["art"]): Palette {
  return {
    accent: art.accent,
    dark: withLightness(art.accent, 0.26),
    tint: withLightness(art.accent, 0.975, 0.5),
  };
}

function portfolioSvg({ id, art }: PortfolioProject): string {
  const screen = screens[art.screen];
  if (!screen) throw new Error(`${id}: no drawing for the screen "${art.screen}"`);
  const palette = paletteOf(art);
  let device: string;
  // The schema leaves the address optional, as only browser screens show it.
  if (screen.kind === "browser") device = browser(screen.draw(palette), art.url ?? "");
  else if (screen.kind === "game") device = monitor(screen.draw(palette));
  else {
    const [a, b] = screen.draw;
    device = phone(258, 170, a(palette), "phone-a") + phone(642, 100, b(palette), "phone-b");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(art.accent, art.hue)}${device}</svg>`;
}

async function main() {
  for (const project of portfolioProjects) {
    await writeWebp(`portfolio/${project.id}.webp`, portfolioSvg(project));
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS. Run on its own,
// not when the home hero's generator borrows its devices and screens.
if (import.meta.url === `file://${process.argv[1]}`) void main();
