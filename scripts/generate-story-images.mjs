/**
 * Draws the pictures of the story pages as SVG and rasterises them with sharp:
 * portfolio device mock-ups, testimonial monograms and the Life @ Dunga illustrations.
 * Run with `node scripts/generate-story-images.mjs`; the output is committed under public/images.
 * The ids and names below mirror content/portfolio.ts and content/testimonials.ts.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT = new URL("../public/images/", import.meta.url);
const FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";

// ---- Helpers ---------------------------------------------------------------

function esc(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function hexToHsl(hex) {
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
  let h;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function shiftHue(hex, degrees) {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex((h + degrees + 360) % 360, s, l);
}

/** The same hue at another lightness (0-1). */
function withLightness(hex, lightness, saturation) {
  const [h, s] = hexToHsl(hex);
  return hslToHex(h, saturation ?? s, lightness);
}

/** Deterministic pseudo-random numbers, so a rerun draws the same picture. */
function random(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function text(
  x,
  y,
  value,
  { size = 16, weight = 400, fill = "#0f172a", anchor = "start", family = FONT, extra = "" } = {},
) {
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(value)}</text>`;
}

function rect(x, y, w, h, rx, fill, extra = "") {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

function circle(cx, cy, r, fill, extra = "") {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

/** Grey placeholder lines standing in for body text. */
function lines(x, y, widths, { gap = 16, height = 8, fill = "#e2e8f0" } = {}) {
  return widths.map((w, i) => rect(x, y + i * gap, w, height, height / 2, fill)).join("");
}

const SHADOW = `
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

// ---- Portfolio: backgrounds and device frames -------------------------------

const W = 1200;
const H = 900;

function background(hue) {
  const from = shiftHue("#4338ca", hue);
  const to = shiftHue("#7c3aed", hue);
  const rnd = random(Math.round(hue * 7) + 11);
  const dots = [];
  for (let i = 0; i < 9; i += 1) {
    for (let j = 0; j < 5; j += 1) {
      dots.push(circle(44 + i * 26, 40 + j * 26, 2.4, "#ffffff", 'opacity="0.22"'));
      dots.push(circle(W - 252 + i * 26, H - 150 + j * 26, 2.4, "#ffffff", 'opacity="0.22"'));
    }
  }
  const blobs = [
    circle(W - 120, 120, 260, "#ffffff", 'opacity="0.07"'),
    circle(90, H - 60, 300, "#ffffff", 'opacity="0.06"'),
    circle(W * (0.3 + rnd() * 0.4), H + 120, 240, "#000000", 'opacity="0.06"'),
  ];
  return `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/>
        <stop offset="1" stop-color="${to}"/>
      </linearGradient>
      ${SHADOW}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${blobs.join("")}
    ${dots.join("")}`;
}

/** A browser window; `screen` draws into a 980x648 area. */
function browser(screen, url) {
  const x = 110;
  const y = 96;
  const w = 980;
  const h = 700;
  const bar = 52;
  const r = 18;
  const clip = `M${x} ${y + bar} H${x + w} V${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} H${x + r} Q${x} ${y + h} ${x} ${y + h - r} Z`;
  return `
    <defs><clipPath id="screen"><path d="${clip}"/></clipPath></defs>
    <g filter="url(#shadow)">${rect(x, y, w, h, r, "#ffffff")}</g>
    <path d="M${x} ${y + r} Q${x} ${y} ${x + r} ${y} H${x + w - r} Q${x + w} ${y} ${x + w} ${y + r} V${y + bar} H${x} Z" fill="#f1f5f9"/>
    ${circle(x + 28, y + 26, 7, "#f87171")}${circle(x + 50, y + 26, 7, "#fbbf24")}${circle(x + 72, y + 26, 7, "#34d399")}
    ${rect(x + 250, y + 12, 480, 28, 14, "#ffffff", 'stroke="#e2e8f0"')}
    ${rect(x + 266, y + 22, 9, 8, 2, "#94a3b8")}
    <path d="M${x + 268} ${y + 22} v-3 a2.5 2.5 0 0 1 5 0 v3" fill="none" stroke="#94a3b8" stroke-width="1.6"/>
    ${text(x + 284, y + 31, url, { size: 13, fill: "#64748b" })}
    <line x1="${x}" y1="${y + bar}" x2="${x + w}" y2="${y + bar}" stroke="#e2e8f0"/>
    <g clip-path="url(#screen)"><g transform="translate(${x} ${y + bar})">${screen}</g></g>`;
}

/** A phone; `screen` draws into a 276x596 area. */
function phone(x, y, screen, id) {
  const w = 300;
  const h = 620;
  return `
    <defs><clipPath id="${id}"><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="36"/></clipPath></defs>
    <g filter="url(#shadow)">${rect(x, y, w, h, 48, "#0f172a")}</g>
    ${rect(x - 3, y + 130, 4, 54, 2, "#1e293b")}${rect(x + w - 1, y + 150, 4, 80, 2, "#1e293b")}
    <g clip-path="url(#${id})"><g transform="translate(${x + 12} ${y + 12})">${screen}</g></g>
    ${rect(x + w / 2 - 46, y + 24, 92, 26, 13, "#0f172a")}`;
}

function statusBar(dark = false) {
  const fill = dark ? "#ffffff" : "#0f172a";
  return `${text(30, 34, "9:41", { size: 15, weight: 700, fill })}
    ${rect(214, 24, 24, 12, 3, "none", `stroke="${fill}" stroke-width="1.5"`)}${rect(217, 27, 16, 6, 1.5, fill)}
    ${rect(196, 30, 3, 6, 1, fill)}${rect(201, 27, 3, 9, 1, fill)}${rect(206, 24, 3, 12, 1, fill)}`;
}

/** A desktop monitor on a stand; `screen` draws into a 964x544 area. */
function monitor(screen) {
  const x = 100;
  const y = 70;
  const w = 1000;
  const h = 580;
  return `
    <defs><clipPath id="screen"><rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="8"/></clipPath></defs>
    <path d="M${W / 2 - 70} ${y + h - 4} L${W / 2 + 70} ${y + h - 4} L${W / 2 + 92} ${y + h + 104} L${W / 2 - 92} ${y + h + 104} Z" fill="#cbd5e1"/>
    <path d="M${W / 2 - 70} ${y + h - 4} L${W / 2 + 70} ${y + h - 4} L${W / 2 + 74} ${y + h + 20} L${W / 2 - 74} ${y + h + 20} Z" fill="#94a3b8"/>
    ${rect(W / 2 - 180, y + h + 100, 360, 22, 11, "#e2e8f0")}
    <g filter="url(#shadow)">${rect(x, y, w, h, 22, "#0f172a")}</g>
    <g clip-path="url(#screen)"><g transform="translate(${x + 18} ${y + 18})">${screen}</g></g>
    ${circle(W / 2, y + h - 9, 3, "#334155")}`;
}

/** A web app's top bar with a logo mark, the product name and navigation. */
function appHeader(name, accent, nav, { width = 980, action = "Sign in" } = {}) {
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
    ${rect(28, 17, 32, 32, 9, accent)}${text(44, 39, name[0], { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(72, 40, name, { size: 19, weight: 700 })}
    ${items}
    ${rect(width - 148, 16, 120, 34, 17, accent)}${text(width - 88, 38, action, { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

// ---- Portfolio: screens ----------------------------------------------------

function commerceScreen(p) {
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

function bookingScreen(p) {
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
  const field = (x, label, value) =>
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

function sidebar(name, accent, items, active) {
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
    ${rect(20, 18, 30, 30, 8, accent)}${text(35, 39, name[0], { size: 17, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(60, 39, name, { size: 17, weight: 700 })}
    ${rows}`;
}

function documentScreen(p) {
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
  const mark = (y, w) =>
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

function chatScreen(p) {
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
        ${circle(40, y + 26, 20, withLightness(accent, 0.85))}${text(40, y + 31, person.name[0], { size: 15, weight: 700, fill: dark, anchor: "middle" })}
        ${text(72, y + 20, person.name, { size: 15, weight: 700 })}
        ${text(72, y + 42, person.last, { size: 13, fill: "#64748b" })}
        ${rect(206, y + 6, 30, 20, 6, "#f1f5f9")}${text(221, y + 20, person.lang, { size: 11, weight: 700, fill: "#475569", anchor: "middle" })}`;
    })
    .join("");
  const bubble = (x, y, w, rowsOfText, mine) => {
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

function designSystemScreen(p) {
  const { accent, dark, tint } = p;
  const swatches = [
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

function healthPhoneA(p) {
  const { accent, dark, tint } = p;
  // Glyphs drawn inside a 34x34 tile: calendar, report, capsule, card.
  const glyphs = [
    (c) =>
      `${rect(8, 10, 18, 16, 3, "none", `stroke="${c}" stroke-width="2"`)}${rect(8, 10, 18, 5, 2, c)}${rect(12, 7, 2, 6, 1, c)}${rect(20, 7, 2, 6, 1, c)}`,
    (c) =>
      `${rect(10, 7, 14, 20, 3, "none", `stroke="${c}" stroke-width="2"`)}${rect(13, 13, 8, 2, 1, c)}${rect(13, 18, 6, 2, 1, c)}`,
    (c) =>
      `<g transform="rotate(-40 17 17)">${rect(7, 12, 20, 10, 5, "none", `stroke="${c}" stroke-width="2"`)}${rect(17, 12, 10, 10, 5, c)}</g>`,
    (c) =>
      `${rect(7, 10, 20, 14, 3, "none", `stroke="${c}" stroke-width="2"`)}${rect(7, 14, 20, 3, 0, c)}${rect(10, 20, 6, 2, 1, c)}`,
  ];
  const actions = [
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
        <g transform="translate(${x + 14} ${y + 14})">${glyphs[i](ink)}</g>
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

function healthPhoneB(p) {
  const { accent, dark, tint } = p;
  const reports = [
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
  const yOf = (v) => 256 - (v - 100) * 2.7;
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

function fleetPhoneA(p) {
  const { accent, dark } = p;
  const stops = [
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

function fleetPhoneB(p) {
  const { accent, dark, tint } = p;
  const items = [
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

function cricketScreen(p) {
  const { accent } = p;
  const sw = 964;
  const sh = 544;
  const rnd = random(42);
  const crowd = [];
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
          crowdColours[Math.floor(rnd() * crowdColours.length)],
          `opacity="${(0.45 + rnd() * 0.4).toFixed(2)}"`,
        ),
      );
    }
  }
  const stars = [];
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
  const tower = (x, flip) => `
    <rect x="${x - 3}" y="40" width="6" height="120" fill="#1e293b"/>
    <g transform="translate(${x} 40) scale(${flip ? -1 : 1} 1)">
      <rect x="-34" y="-22" width="68" height="36" rx="4" fill="#334155"/>
      ${[-22, -7, 8, 23].map((dx) => circle(dx, -10, 5.5, "#fefce8")).join("")}${[-22, -7, 8, 23].map((dx) => circle(dx, 4, 5.5, "#fefce8")).join("")}
    </g>
    <circle cx="${x}" cy="36" r="90" fill="url(#glow)"/>`;
  const stumps = (cx, baseY, scale) =>
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

/** The mirror of content/portfolio.ts: id, background hue shift, screen accent and drawing. */
const projects = [
  {
    id: "spicetrail-store",
    hue: 18,
    accent: "#c2410c",
    kind: "browser",
    url: "spicetrail.example/shop",
    draw: commerceScreen,
  },
  {
    id: "medilink-patient-app",
    hue: -28,
    accent: "#0d9488",
    kind: "phones",
    draw: [healthPhoneA, healthPhoneB],
  },
  {
    id: "fleetpulse-driver",
    hue: -14,
    accent: "#2563eb",
    kind: "phones",
    draw: [fleetPhoneA, fleetPhoneB],
  },
  { id: "gully-cricket-clash", hue: 34, accent: "#7c3aed", kind: "game", draw: cricketScreen },
  {
    id: "docusense-claims",
    hue: -6,
    accent: "#4338ca",
    kind: "browser",
    url: "claims.northbridge.example/review",
    draw: documentScreen,
  },
  {
    id: "krishimitra-assistant",
    hue: -40,
    accent: "#15803d",
    kind: "browser",
    url: "console.krishimitra.example",
    draw: chatScreen,
  },
  {
    id: "learnloop-design-system",
    hue: 8,
    accent: "#6d28d9",
    kind: "browser",
    url: "design.learnloop.example/colour",
    draw: designSystemScreen,
  },
  {
    id: "aravalli-stays",
    hue: 26,
    accent: "#be123c",
    kind: "browser",
    url: "aravallistays.example/udaipur",
    draw: bookingScreen,
  },
];

function portfolioSvg(project) {
  const palette = {
    accent: project.accent,
    dark: withLightness(project.accent, 0.26),
    tint: withLightness(project.accent, 0.975, 0.5),
  };
  let device;
  if (project.kind === "browser") device = browser(project.draw(palette), project.url);
  else if (project.kind === "game") device = monitor(project.draw(palette));
  else {
    const [a, b] = project.draw;
    device = phone(258, 170, a(palette), "phone-a") + phone(642, 100, b(palette), "phone-b");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(project.hue)}${device}</svg>`;
}

// ---- Avatars ---------------------------------------------------------------

const people = [
  { slug: "aarav-mehta", initials: "AM", colour: "#4338ca" },
  { slug: "priya-raman", initials: "PR", colour: "#0f766e" },
  { slug: "daniel-whitaker", initials: "DW", colour: "#7c3aed" },
];

function avatarSvg({ initials, colour }) {
  const light = shiftHue(colour, 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <circle cx="48" cy="48" r="48" fill="url(#g)"/>
  <text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif" font-size="34" font-weight="600" letter-spacing="0.5" fill="#ffffff">${initials}</text>
</svg>
`;
}

// ---- Culture illustrations -------------------------------------------------

const SKIN = ["#8d5524", "#c68642", "#a0673c", "#e0ac69", "#7a4a2a", "#b97a56"];
const HAIR = ["#1f1a17", "#2b1d14", "#3b2a20", "#111827"];

/** Hair for a faceless head centred on (0, cy): what goes behind the head and what goes on top. */
function hairFor(cy, hair, style) {
  const cap = `<path d="M-22 ${cy} q0 -28 22 -28 q22 0 22 26 q-8 -10 -24 -10 q-12 0 -20 12 Z" fill="${hair}"/>`;
  const fringe = `<path d="M-22 ${cy - 1} q0 -28 22 -28 q22 0 22 28 q-12 -16 -34 -13 q-6 4 -10 13 Z" fill="${hair}"/>`;
  if (style === "long") {
    return {
      behind: `<path d="M-25 ${cy} q0 -31 25 -31 q25 0 25 31 v38 q0 8 -8 8 h-34 q-8 0 -8 -8 Z" fill="${hair}"/>`,
      front: fringe,
    };
  }
  if (style === "bun") return { behind: circle(0, cy - 27, 10, hair), front: fringe };
  return { behind: "", front: cap };
}

/**
 * A faceless flat-style person standing on (x, y), facing the viewer.
 * arm: "down" | "up" (raised to the side) | "hold" (hands together in front).
 */
function person(
  x,
  y,
  {
    s = 1,
    skin = SKIN[0],
    hair = HAIR[0],
    top = "#4338ca",
    bottom = "#1e293b",
    style = "short",
    arm = "down",
    dress = false,
    flip = false,
  } = {},
) {
  const sx = flip ? -s : s;
  const sleeve = (d) =>
    `<path d="${d}" stroke="${top}" stroke-width="16" stroke-linecap="round" fill="none"/>`;
  const left = `${sleeve("M-30 -150 q-10 40 -6 72")}${circle(-36, -74, 8, skin)}`;
  const arms = {
    down: `${left}${sleeve("M30 -150 q10 40 6 72")}${circle(36, -74, 8, skin)}`,
    up: `${left}${sleeve("M30 -150 q30 -14 52 -52")}${circle(84, -206, 8, skin)}`,
    hold: `${sleeve("M-30 -150 q-10 30 10 52")}${circle(-16, -96, 8, skin)}${sleeve("M30 -150 q10 30 -10 52")}${circle(16, -96, 8, skin)}`,
  }[arm];
  const legs = dress
    ? `<path d="M-30 -100 L30 -100 L44 -6 L-44 -6 Z" fill="${bottom}"/>${rect(-22, -8, 16, 8, 4, "#1f2937")}${rect(6, -8, 16, 8, 4, "#1f2937")}`
    : `${rect(-22, -104, 20, 100, 9, bottom)}${rect(2, -104, 20, 100, 9, bottom)}${rect(-26, -8, 24, 8, 4, "#1f2937")}${rect(2, -8, 24, 8, 4, "#1f2937")}`;
  const { behind, front } = hairFor(-198, hair, style);
  return `<g transform="translate(${x} ${y}) scale(${sx} ${s})">
    ${legs}
    ${behind}
    <path d="M-32 -160 q0 -12 12 -12 h40 q12 0 12 12 l4 62 h-72 Z" fill="${top}"/>
    ${arms}
    ${rect(-7, -182, 14, 14, 4, skin)}
    ${circle(0, -198, 21, skin)}
    ${front}
  </g>`;
}

/** A person seen from behind (facing a whiteboard or the hills). */
function personBack(
  x,
  y,
  {
    s = 1,
    hair = HAIR[0],
    top = "#4338ca",
    bottom = "#1e293b",
    style = "short",
    skin = SKIN[1],
  } = {},
) {
  const hairShape =
    style === "long"
      ? `<path d="M-23 -200 q0 -25 23 -25 q23 0 23 25 v44 q0 8 -8 8 h-30 q-8 0 -8 -8 Z" fill="${hair}"/>`
      : `${circle(-21, -196, 5, skin)}${circle(21, -196, 5, skin)}${circle(0, -200, 22, hair)}`;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${rect(-22, -104, 20, 100, 9, bottom)}${rect(2, -104, 20, 100, 9, bottom)}
    <path d="M-32 -160 q0 -12 12 -12 h40 q12 0 12 12 l4 62 h-72 Z" fill="${top}"/>
    <path d="M-30 -150 q-10 40 -6 72" stroke="${top}" stroke-width="16" stroke-linecap="round" fill="none"/>
    <path d="M30 -150 q10 40 6 72" stroke="${top}" stroke-width="16" stroke-linecap="round" fill="none"/>
    ${rect(-7, -182, 14, 14, 4, skin)}${hairShape}
  </g>`;
}

/** Head and shoulders of someone seated behind a table, facing the viewer. */
function seated(
  x,
  y,
  {
    s = 1,
    skin = SKIN[0],
    hair = HAIR[0],
    top = "#4338ca",
    style = "short",
    headphones = false,
  } = {},
) {
  const { behind, front } = hairFor(-98, hair, style);
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${behind}
    <path d="M-40 0 q0 -62 18 -62 h44 q18 0 18 62 Z" fill="${top}"/>
    ${rect(-7, -80, 14, 20, 4, skin)}${circle(0, -98, 21, skin)}${front}
    ${headphones ? `<path d="M-25 -100 a25 25 0 0 1 50 0" fill="none" stroke="#0f172a" stroke-width="5"/>${rect(-30, -108, 10, 22, 5, "#0f172a")}${rect(20, -108, 10, 22, 5, "#0f172a")}` : ""}
  </g>`;
}

/** Someone sitting cross-legged on the ground at (x, y), facing the viewer. */
function sittingOnGround(
  x,
  y,
  {
    s = 1,
    skin = SKIN[0],
    hair = HAIR[0],
    top = "#4338ca",
    bottom = "#1e293b",
    style = "short",
  } = {},
) {
  const { behind, front } = hairFor(-112, hair, style);
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${behind}
    <path d="M-30 -14 q0 -62 12 -70 h36 q12 8 12 70 Z" fill="${top}"/>
    <path d="M-52 -4 q0 -22 26 -22 h52 q26 0 26 22 q0 8 -10 8 h-84 q-10 0 -10 -8 Z" fill="${bottom}"/>
    <path d="M-26 -70 q-20 30 4 52" stroke="${top}" stroke-width="14" stroke-linecap="round" fill="none"/>${circle(-18, -18, 7, skin)}
    <path d="M26 -70 q20 30 -4 52" stroke="${top}" stroke-width="14" stroke-linecap="round" fill="none"/>${circle(18, -18, 7, skin)}
    ${rect(-7, -96, 14, 16, 4, skin)}${circle(0, -112, 20, skin)}${front}
  </g>`;
}

function stickyNotes(x, y, cols, rows, rnd) {
  const colours = ["#fde68a", "#fbcfe8", "#bbf7d0", "#bfdbfe", "#fed7aa"];
  const out = [];
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const nx = x + c * 46;
      const ny = y + r * 46;
      const rot = (rnd() - 0.5) * 10;
      out.push(
        `<g transform="rotate(${rot.toFixed(1)} ${nx + 18} ${ny + 18})">${rect(nx, ny, 36, 36, 2, colours[(c + r * 2) % colours.length])}${rect(nx + 6, ny + 10, 22, 3, 1.5, "#0f172a", 'opacity="0.25"')}${rect(nx + 6, ny + 17, 16, 3, 1.5, "#0f172a", 'opacity="0.25"')}</g>`,
      );
    }
  }
  return out.join("");
}

function workshopSvg() {
  const rnd = random(7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>${SHADOW}</defs>
  <rect width="800" height="600" fill="#eef2ff"/>
  <rect y="470" width="800" height="130" fill="#c7d2fe"/>
  <rect y="466" width="800" height="8" fill="#a5b4fc"/>
  ${rect(640, 60, 120, 170, 8, "#e0e7ff", 'stroke="#c7d2fe" stroke-width="6"')}
  <path d="M700 60 v170 M640 145 h120" stroke="#c7d2fe" stroke-width="6"/>
  <line x1="190" y1="0" x2="190" y2="40" stroke="#94a3b8" stroke-width="2"/><path d="M170 40 h40 l-8 18 h-24 Z" fill="#4338ca"/>
  <line x1="520" y1="0" x2="520" y2="40" stroke="#94a3b8" stroke-width="2"/><path d="M500 40 h40 l-8 18 h-24 Z" fill="#4338ca"/>
  <g filter="url(#soft)">${rect(120, 90, 470, 280, 10, "#ffffff", 'stroke="#94a3b8" stroke-width="6"')}</g>
  ${rect(240, 372, 230, 10, 3, "#94a3b8")}${rect(260, 364, 30, 8, 3, "#ef4444")}${rect(300, 364, 30, 8, 3, "#2563eb")}${rect(340, 364, 30, 8, 3, "#16a34a")}
  ${rect(150, 116, 150, 8, 4, "#1e293b", 'opacity="0.7"')}${rect(150, 132, 100, 6, 3, "#1e293b", 'opacity="0.35"')}
  ${stickyNotes(150, 160, 3, 4, rnd)}
  <g fill="none" stroke="#4338ca" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    ${rect(320, 130, 90, 48, 8, "none", 'stroke="#4338ca" stroke-width="3"')}
    ${rect(460, 130, 100, 48, 8, "none", 'stroke="#4338ca" stroke-width="3"')}
    ${rect(320, 250, 90, 48, 8, "none", 'stroke="#7c3aed" stroke-width="3"')}
    ${rect(460, 250, 100, 48, 8, "none", 'stroke="#16a34a" stroke-width="3"')}
    <path d="M410 154 h44 m-8 -6 l8 6 l-8 6"/>
    <path d="M365 178 v66 m-6 -8 l6 8 l6 -8"/>
    <path d="M410 274 h44 m-8 -6 l8 6 l-8 6"/>
    <path d="M510 178 q40 40 0 72" stroke="#ef4444" stroke-dasharray="6 6"/>
  </g>
  ${rect(332, 148, 60, 6, 3, "#4338ca", 'opacity="0.5"')}${rect(332, 160, 40, 6, 3, "#4338ca", 'opacity="0.3"')}
  ${rect(472, 148, 70, 6, 3, "#4338ca", 'opacity="0.5"')}${rect(472, 160, 50, 6, 3, "#4338ca", 'opacity="0.3"')}
  ${rect(332, 268, 60, 6, 3, "#7c3aed", 'opacity="0.5"')}${rect(472, 268, 70, 6, 3, "#16a34a", 'opacity="0.5"')}
  ${circle(560, 330, 14, "#fde68a")}<path d="M553 330 l5 5 l9 -10" fill="none" stroke="#b45309" stroke-width="3" stroke-linecap="round"/>
  ${person(630, 500, { s: 1.05, skin: SKIN[2], hair: HAIR[1], top: "#7c3aed", bottom: "#334155", style: "long", arm: "up", flip: true })}
  ${rect(690, 440, 60, 40, 8, "#a16207")}<path d="M700 440 q-30 -60 10 -90 q10 40 0 90 M720 440 q10 -70 40 -80 q-10 50 -28 80 M712 440 q-8 -50 -34 -60 q4 40 20 60" fill="#16a34a"/>
  ${personBack(170, 590, { s: 1.0, hair: HAIR[0], top: "#f59e0b", bottom: "#1e293b", skin: SKIN[3] })}
  ${personBack(300, 600, { s: 1.08, hair: HAIR[2], top: "#0ea5e9", bottom: "#334155", style: "long", skin: SKIN[1] })}
  ${personBack(440, 596, { s: 1.04, hair: HAIR[3], top: "#10b981", bottom: "#1e293b", skin: SKIN[4] })}
</svg>`;
}

function hackathonSvg() {
  const rnd = random(99);
  const buildings = [];
  let bx = 60;
  while (bx < 740) {
    const bw = 40 + Math.floor(rnd() * 50);
    const bh = 80 + Math.floor(rnd() * 140);
    buildings.push(rect(bx, 330 - bh, bw, bh, 2, "#1e1b4b"));
    for (let wy = 330 - bh + 12; wy < 320; wy += 18) {
      for (let wx = bx + 8; wx < bx + bw - 10; wx += 14) {
        if (rnd() > 0.55)
          buildings.push(
            rect(wx, wy, 6, 8, 1, "#fde68a", `opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"`),
          );
      }
    }
    bx += bw + 6;
  }
  const stars = Array.from({ length: 30 }, () =>
    circle(
      (60 + rnd() * 680).toFixed(1),
      (70 + rnd() * 120).toFixed(1),
      (0.8 + rnd()).toFixed(1),
      "#ffffff",
      'opacity="0.7"',
    ),
  ).join("");
  const bulbs = Array.from({ length: 15 }, (_, i) => {
    const x = 20 + i * 54;
    const y = 34 + Math.sin((i / 14) * Math.PI) * 22;
    return `${circle(x, y + 8, 6, ["#fde68a", "#fca5a5", "#a5f3fc", "#bbf7d0"][i % 4])}${circle(x, y + 8, 14, "#fde68a", 'opacity="0.15"')}`;
  }).join("");
  const laptop = (x, sticker) => `
    <path d="M${x - 50} 448 l7 -54 h86 l7 54 Z" fill="#cbd5e1"/>
    ${circle(x, 422, 6, "#94a3b8")}
    ${rect(x - 34, 404, 16, 10, 3, sticker)}${circle(x + 28, 434, 6, "#f472b6")}
    ${rect(x - 60, 446, 120, 8, 3, "#94a3b8")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1035"/><stop offset="1" stop-color="#312e81"/></linearGradient>
    <radialGradient id="screenGlow"><stop offset="0" stop-color="#a5b4fc" stop-opacity="0.45"/><stop offset="1" stop-color="#a5b4fc" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="#1e1b4b"/>
  ${rect(40, 60, 720, 280, 6, "url(#sky)")}
  ${stars}
  ${circle(660, 110, 26, "#fef9c3")}${circle(672, 102, 24, "#131a4a")}
  ${buildings.join("")}
  <path d="M40 200 h720 M280 60 v280 M520 60 v280" stroke="#1e1b4b" stroke-width="8"/>
  ${rect(40, 60, 720, 280, 6, "none", 'stroke="#312e81" stroke-width="10"')}
  <path d="M0 30 Q400 90 800 30" fill="none" stroke="#475569" stroke-width="2"/>
  ${bulbs}
  ${rect(300, 88, 200, 64, 12, "#0f172a", 'stroke="#6366f1" stroke-width="3"')}
  ${text(400, 114, "HACK NIGHT", { size: 14, weight: 700, fill: "#a5b4fc", anchor: "middle", extra: 'letter-spacing="3"' })}
  ${text(400, 142, "05:42:17", { size: 24, weight: 700, fill: "#fde68a", anchor: "middle", family: "'DejaVu Sans Mono', monospace" })}
  ${[160, 290, 510, 640].map((x) => circle(x, 380, 90, "url(#screenGlow)")).join("")}
  ${seated(160, 444, { s: 1.3, skin: SKIN[1], hair: HAIR[0], top: "#7c3aed", headphones: true })}
  ${seated(290, 444, { s: 1.24, skin: SKIN[3], hair: HAIR[2], top: "#f59e0b", style: "long" })}
  ${seated(510, 444, { s: 1.28, skin: SKIN[0], hair: HAIR[1], top: "#0ea5e9" })}
  ${seated(640, 444, { s: 1.24, skin: SKIN[4], hair: HAIR[3], top: "#10b981", style: "bun" })}
  ${rect(0, 440, 800, 30, 4, "#78350f")}${rect(0, 470, 800, 130, 0, "#451a03")}
  ${rect(20, 462, 760, 8, 0, "#92400e")}
  ${laptop(160, "#fbbf24")}${laptop(290, "#34d399")}${laptop(510, "#60a5fa")}${laptop(640, "#f87171")}
  ${rect(360, 410, 100, 34, 4, "#f59e0b")}${rect(360, 404, 100, 8, 3, "#d97706")}
  <path d="M372 414 l26 24 l-32 0 Z M412 414 l30 0 l-14 26 Z" fill="#fde68a"/>${circle(382, 428, 3, "#dc2626")}${circle(428, 422, 3, "#dc2626")}
  ${rect(226, 418, 22, 26, 5, "#f8fafc")}<path d="M248 424 q10 0 10 8 q0 8 -10 8" fill="none" stroke="#f8fafc" stroke-width="4"/>
  <path d="M232 410 q4 -8 0 -14 M240 410 q4 -8 0 -14" stroke="#e2e8f0" stroke-width="2" fill="none" opacity="0.6"/>
  ${rect(560, 418, 22, 26, 5, "#fca5a5")}<path d="M582 424 q10 0 10 8 q0 8 -10 8" fill="none" stroke="#fca5a5" stroke-width="4"/>
  ${rect(700, 424, 50, 20, 3, "#fef3c7")}${rect(704, 428, 42, 3, 1, "#d97706")}${rect(704, 434, 30, 3, 1, "#d97706")}
</svg>`;
}

function diya(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${circle(0, -26, 26, "url(#flameGlow)")}
    <path d="M0 -40 q10 14 0 24 q-10 -10 0 -24 Z" fill="#fbbf24"/>
    <path d="M0 -32 q5 8 0 14 q-5 -6 0 -14 Z" fill="#fff7ed"/>
    <path d="M-26 -14 q26 30 52 0 q-4 -4 -26 -4 q-22 0 -26 4 Z" fill="#c2410c"/>
    <path d="M-22 -12 q22 8 44 0" fill="none" stroke="#fdba74" stroke-width="2"/>
    ${circle(-10, -6, 2, "#fde68a")}${circle(0, -4, 2, "#fde68a")}${circle(10, -6, 2, "#fde68a")}
  </g>`;
}

function lantern(x, y, colour, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <line x1="0" y1="-200" x2="0" y2="-40" stroke="#fcd34d" stroke-width="1.5"/>
    <path d="M0 -44 L34 -10 L24 34 L-24 34 L-34 -10 Z" fill="${colour}"/>
    <path d="M0 -44 L12 -10 L8 34 M0 -44 L-12 -10 L-8 34 M-34 -10 H34" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>
    ${circle(0, 0, 40, "url(#flameGlow)")}
    <path d="M-18 34 v34 M-6 34 v44 M6 34 v44 M18 34 v34" stroke="${colour}" stroke-width="3"/>
    ${circle(0, -44, 4, "#fcd34d")}
  </g>`;
}

function rangoli(cx, cy) {
  const ring = (n, rx, ry, fill, petalRx, petalRy, offset = 0) =>
    Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2 + offset;
      const px = cx + Math.cos(a) * rx;
      const py = cy + Math.sin(a) * ry;
      const deg = (a * 180) / Math.PI;
      return `<ellipse cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" rx="${petalRx}" ry="${petalRy}" fill="${fill}" transform="rotate(${deg.toFixed(1)} ${px.toFixed(1)} ${py.toFixed(1)})"/>`;
    }).join("");
  return `<g>
    <ellipse cx="${cx}" cy="${cy}" rx="190" ry="66" fill="#fef3c7" opacity="0.2"/>
    ${ring(16, 150, 50, "#db2777", 26, 10)}
    ${ring(16, 150, 50, "#fbbf24", 12, 5, Math.PI / 16)}
    <ellipse cx="${cx}" cy="${cy}" rx="118" ry="40" fill="#0d9488"/>
    ${ring(12, 92, 31, "#f97316", 20, 8)}
    <ellipse cx="${cx}" cy="${cy}" rx="64" ry="22" fill="#fde68a"/>
    ${ring(8, 42, 14, "#db2777", 12, 5)}
    <ellipse cx="${cx}" cy="${cy}" rx="18" ry="7" fill="#ffffff"/>
    ${Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return circle(
        (cx + Math.cos(a) * 178).toFixed(1),
        (cy + Math.sin(a) * 60).toFixed(1),
        3,
        "#ffffff",
        'opacity="0.85"',
      );
    }).join("")}
  </g>`;
}

function diwaliSvg() {
  const garland = Array.from({ length: 27 }, (_, i) => {
    const x = 10 + i * 30;
    const y = 36 + Math.sin((i / 26) * Math.PI) * 36;
    const leaf =
      i % 3 === 0 ? `<path d="M${x} ${y + 10} q-8 18 0 30 q8 -12 0 -30 Z" fill="#15803d"/>` : "";
    return `${leaf}${circle(x, y, 12, i % 2 ? "#f97316" : "#facc15")}${circle(x - 3, y - 3, 3, "#ffffff", 'opacity="0.35"')}`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b0764"/><stop offset="0.7" stop-color="#7e22ce"/><stop offset="1" stop-color="#c2410c"/></linearGradient>
    <radialGradient id="flameGlow"><stop offset="0" stop-color="#fde68a" stop-opacity="0.7"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#dusk)"/>
  <path d="M0 30 Q400 100 800 30" fill="none" stroke="#fcd34d" stroke-width="2"/>
  ${garland}
  ${lantern(110, 250, "#e11d48", 1.0)}${lantern(690, 236, "#f59e0b", 1.0)}
  <rect y="400" width="800" height="200" fill="#431407"/>
  <rect y="396" width="800" height="8" fill="#9a3412"/>
  ${person(250, 420, { s: 0.95, skin: SKIN[1], hair: HAIR[0], top: "#f59e0b", bottom: "#fef3c7", arm: "hold" })}
  ${person(400, 412, { s: 0.98, skin: SKIN[3], hair: HAIR[1], top: "#db2777", bottom: "#be185d", style: "bun", dress: true, arm: "hold" })}
  ${person(550, 420, { s: 0.95, skin: SKIN[4], hair: HAIR[2], top: "#0d9488", bottom: "#f8fafc", arm: "down" })}
  ${diya(250, 326, 0.55)}${diya(400, 318, 0.55)}
  ${rangoli(400, 500)}
  ${[60, 150, 650, 740].map((x) => diya(x, 470, 0.9)).join("")}
  ${[30, 110, 190, 610, 690, 770].map((x) => diya(x, 575, 1)).join("")}
  ${[330, 470].map((x) => diya(x, 590, 0.8)).join("")}
</svg>`;
}

function pine(x, y, s, colour) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-4, -16, 8, 18, 2, "#78350f")}<path d="M0 -96 L26 -50 h-12 L32 -14 h-64 L-14 -50 h-12 Z" fill="${colour}"/></g>`;
}

function offsiteSvg() {
  const blanket = [];
  for (let i = 0; i < 6; i += 1) {
    for (let j = 0; j < 3; j += 1) {
      if ((i + j) % 2 === 0) {
        const x0 = 300 + i * 40 - j * 12;
        const y0 = 470 + j * 28;
        blanket.push(`<path d="M${x0} ${y0} h40 l-12 28 h-40 Z" fill="#ef4444"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="0.55" stop-color="#f0abfc"/><stop offset="1" stop-color="#fed7aa"/></linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#sunset)"/>
  ${circle(560, 290, 110, "#fde68a", 'opacity="0.3"')}${circle(560, 290, 70, "#fde68a")}
  <path d="M180 120 q8 -8 16 0 q8 -8 16 0 M250 90 q6 -6 12 0 q6 -6 12 0 M620 140 q7 -7 14 0 q7 -7 14 0" fill="none" stroke="#312e81" stroke-width="3" stroke-linecap="round"/>
  <path d="M0 320 L120 250 L230 300 L380 210 L520 290 L640 230 L800 300 V600 H0 Z" fill="#a78bfa"/>
  <path d="M0 370 Q160 300 320 350 T640 330 T800 350 V600 H0 Z" fill="#6d5bd0"/>
  <path d="M0 420 Q200 370 420 400 T800 390 V600 H0 Z" fill="#65a30d"/>
  <path d="M0 470 Q260 430 520 450 T800 440 V600 H0 Z" fill="#4d7c0f"/>
  ${pine(40, 424, 1.1, "#166534")}${pine(92, 432, 0.8, "#15803d")}${pine(760, 424, 1.15, "#166534")}${pine(716, 436, 0.75, "#15803d")}
  <path d="M112 476 L170 388 L228 476 Z" fill="#f59e0b"/><path d="M170 388 L186 476 H154 Z" fill="#b45309"/>
  <path d="M624 466 L672 392 L720 466 Z" fill="#0d9488"/><path d="M672 392 L686 466 H658 Z" fill="#115e59"/>
  <path d="M300 470 h240 l-36 84 h-240 Z" fill="#fef2f2"/>
  ${blanket.join("")}
  ${rect(494, 486, 44, 30, 6, "#a16207")}<path d="M498 488 q18 -26 36 0" fill="none" stroke="#a16207" stroke-width="4"/>
  ${circle(404, 536, 9, "#f8fafc")}${circle(404, 536, 4, "#fca5a5")}${rect(300, 530, 26, 8, 4, "#fde68a")}
  ${sittingOnGround(360, 528, { s: 0.9, skin: SKIN[2], hair: HAIR[0], top: "#7c3aed", bottom: "#334155" })}
  ${sittingOnGround(450, 532, { s: 0.9, skin: SKIN[3], hair: HAIR[1], top: "#f59e0b", bottom: "#1e293b", style: "long" })}
  ${person(250, 566, { s: 0.85, skin: SKIN[0], hair: HAIR[3], top: "#0ea5e9", bottom: "#1e293b", arm: "up", flip: true })}
  ${person(590, 570, { s: 0.88, skin: SKIN[4], hair: HAIR[2], top: "#e11d48", bottom: "#334155", style: "long" })}
  <ellipse cx="470" cy="200" rx="22" ry="7" fill="#f59e0b" transform="rotate(-14 470 200)"/>
  <path d="M420 214 q20 -6 32 -10" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 5" fill="none" opacity="0.8"/>
</svg>`;
}

// ---- Output ----------------------------------------------------------------

async function webp(svg, file) {
  const { size } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(fileURLToPath(file));
  return size;
}

async function main() {
  for (const dir of ["portfolio", "avatars", "culture"]) {
    await mkdir(new URL(`${dir}/`, OUT), { recursive: true });
  }
  for (const project of projects) {
    const file = new URL(`portfolio/${project.id}.webp`, OUT);
    const size = await webp(portfolioSvg(project), file);
    console.log(`portfolio/${project.id}.webp ${(size / 1024).toFixed(1)} kB`);
  }
  for (const person of people) {
    await writeFile(new URL(`avatars/${person.slug}.svg`, OUT), avatarSvg(person));
    console.log(`avatars/${person.slug}.svg`);
  }
  const scenes = {
    workshop: workshopSvg,
    hackathon: hackathonSvg,
    diwali: diwaliSvg,
    offsite: offsiteSvg,
  };
  for (const [name, draw] of Object.entries(scenes)) {
    const size = await webp(draw(), new URL(`culture/${name}.webp`, OUT));
    console.log(`culture/${name}.webp ${(size / 1024).toFixed(1)} kB`);
  }
}

await main();
