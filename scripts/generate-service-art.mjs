#!/usr/bin/env node
/**
 * Draws one brand-gradient illustration per service into public/images/services/{slug}.svg:
 * a scene for the kind of work (browser, phones, dashboard...) with the service's icon on a tile.
 * Run with `node scripts/generate-service-art.mjs` after adding a service; the output is committed.
 * The ids, icons and scenes below mirror content/services.ts and lib/service-art.ts (whose unit
 * test checks that every service has its file).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";

const OUT = new URL("../public/images/services/", import.meta.url);
const ICONS = new URL("../node_modules/lucide-react/dist/esm/icons/", import.meta.url);
const W = 1200;
const H = 800;

/** id → lucide icon file, scene and hue shift (degrees) of the gradient. */
const services = [
  { id: "enterprise", icon: "building", scene: "dashboard", hue: 0 },
  { id: "data-entry", icon: "keyboard", scene: "sheet", hue: 12 },
  { id: "graphic-design", icon: "pen-tool", scene: "design", hue: 24 },
  { id: "branding", icon: "palette", scene: "brand", hue: 30 },
  { id: "website", icon: "globe", scene: "browser", hue: -10 },
  { id: "ecommerce", icon: "shopping-cart", scene: "store", hue: 6 },
  { id: "pwa", icon: "zap", scene: "responsive", hue: -18 },
  { id: "digital-marketing", icon: "megaphone", scene: "growth", hue: 18 },
  { id: "ui-ux", icon: "layout-dashboard", scene: "wireframe", hue: 28 },
  { id: "ios", icon: "smartphone", scene: "phone", hue: -6 },
  { id: "android", icon: "tablet", scene: "phone", hue: -22 },
  { id: "cross-platform", icon: "layers", scene: "phones", hue: 10 },
  { id: "app-development", icon: "rocket", scene: "phones", hue: 20 },
  { id: "web-development", icon: "code", scene: "code", hue: -14 },
  { id: "mobile-development", icon: "smartphone", scene: "phones", hue: 0 },
  { id: "ai-&-machine-learning", icon: "brain", scene: "network", hue: 22 },
  { id: "cloud-solutions", icon: "cloud", scene: "cloud", hue: -24 },
  { id: "enterprise-software", icon: "workflow", scene: "dashboard", hue: 14 },
  { id: "cybersecurity", icon: "shield", scene: "shield", hue: -4 },
];

/** File names avoid "&" so they need no escaping anywhere. */
const slug = (id) => id.replace(/&/g, "and");

// ---- Colour ----------------------------------------------------------------

function hexToHsl(hex) {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
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

function shift(hex, degrees) {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex((h + degrees + 360) % 360, s, l);
}

// ---- Shapes ----------------------------------------------------------------

const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
/** Placeholder lines standing in for text. */
const lines = (x, y, widths, fill = "#e2e8f0", gap = 22, h = 10) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, fill)).join("");

const card = (x, y, w, h, rx = 20) =>
  `<g filter="url(#shadow)">${rect(x, y, w, h, rx, "#ffffff")}</g>`;

function browser(x, y, w, h, c) {
  return `${card(x, y, w, h, 22)}
    <path d="M${x} ${y + 22} Q${x} ${y} ${x + 22} ${y} H${x + w - 22} Q${x + w} ${y} ${x + w} ${y + 22} V${y + 52} H${x} Z" fill="${c.tint}"/>
    ${circle(x + 28, y + 26, 7, "#f87171")}${circle(x + 50, y + 26, 7, "#fbbf24")}${circle(x + 72, y + 26, 7, "#34d399")}
    ${rect(x + 110, y + 14, Math.min(360, w - 160), 24, 12, "#ffffff")}`;
}

function phone(x, y, w, h, c, screen = "") {
  return `${`<g filter="url(#shadow)">${rect(x, y, w, h, 40, "#0f172a")}</g>`}
    ${rect(x + 10, y + 10, w - 20, h - 20, 32, "#ffffff")}
    ${rect(x + w / 2 - 36, y + 20, 72, 18, 9, "#0f172a")}
    <g transform="translate(${x + 24} ${y + 56})">${screen}</g>
    ${rect(x + w / 2 - 40, y + h - 28, 80, 6, 3, c.soft)}`;
}

function bars(x, y, values, c, w = 34, gap = 18, max = 180) {
  return values
    .map((v, i) => rect(x + i * (w + gap), y + max - v, w, v, 8, i % 2 ? c.soft : c.main))
    .join("");
}

// ---- Scenes: each draws into the centre of the canvas ------------------------

const scenes = {
  dashboard: (c) => `${browser(240, 150, 720, 500, c)}
    ${rect(240, 202, 170, 448, 0, c.deep)}${rect(240, 630, 170, 20, 0, c.deep)}
    ${lines(264, 236, [90, 120, 100, 110, 80], c.soft, 44, 12)}
    ${[0, 1, 2].map((i) => `${rect(440 + i * 168, 230, 150, 92, 16, c.tint)}${lines(460 + i * 168, 254, [70], c.soft)}${rect(460 + i * 168, 280, 92, 18, 9, i === 1 ? c.accent : c.main)}`).join("")}
    ${rect(440, 346, 318, 270, 16, "#f8fafc")}${bars(470, 400, [90, 140, 110, 170, 130], c)}
    ${rect(776, 346, 150, 270, 16, "#f8fafc")}
    <circle cx="851" cy="440" r="50" fill="none" stroke="${c.soft}" stroke-width="22"/>
    <circle cx="851" cy="440" r="50" fill="none" stroke="${c.main}" stroke-width="22" stroke-dasharray="210 400" transform="rotate(-90 851 440)"/>
    ${lines(800, 520, [100, 80, 90], "#e2e8f0")}`,

  sheet: (c) => `${card(300, 190, 600, 460)}
    ${rect(300, 190, 600, 64, 20, c.main)}${rect(300, 230, 600, 24, 0, c.main)}
    ${lines(330, 214, [180], "#ffffff", 0, 14)}
    ${Array.from({ length: 7 }, (_, r) =>
      Array.from({ length: 4 }, (_, k) =>
        rect(
          326 + k * 142,
          276 + r * 50,
          128,
          34,
          8,
          r === 2 && k === 2 ? c.accentSoft : r % 2 ? "#f8fafc" : c.tint,
        ),
      ).join(""),
    ).join("")}
    ${card(180, 300, 200, 250)}${lines(208, 340, [140, 110, 130, 90, 120, 70], "#cbd5e1")}
    ${rect(208, 500, 100, 24, 12, c.accent)}`,

  design: (c) => `${card(260, 160, 680, 480)}
    ${rect(290, 190, 420, 420, 16, c.tint)}
    ${circle(430, 330, 90, c.main)}${rect(470, 380, 180, 180, 24, c.soft, 'opacity="0.9"')}
    <path d="M330 560 L420 420 L510 560 Z" fill="${c.accent}"/>
    ${[c.main, c.soft, c.accent, c.deep, "#34d399"].map((f, i) => circle(780, 220 + i * 70, 24, f)).join("")}
    ${lines(830, 212, [70, 60, 74, 52, 66], "#e2e8f0", 70)}
    <path d="M600 250 l60 -60 l40 40 l-60 60 z" fill="${c.deep}"/><path d="M600 250 l-26 66 l66 -26 z" fill="${c.accent}"/>`,

  brand: (c) => `${card(240, 170, 460, 460)}
    ${circle(470, 360, 110, c.main)}<path d="M430 300 h60 a60 60 0 0 1 0 120 h-60 z" fill="#ffffff"/>
    ${lines(370, 520, [200, 140], "#cbd5e1", 30, 14)}
    ${card(740, 210, 240, 150)}${[c.main, c.deep, c.accent, c.soft].map((f, i) => rect(764 + i * 52, 240, 40, 90, 10, f)).join("")}
    ${card(740, 400, 240, 190)}${rect(764, 428, 192, 80, 14, c.tint)}${circle(800, 468, 22, c.main)}${lines(832, 458, [90, 60], c.soft)}${lines(764, 530, [150, 110], "#e2e8f0")}`,

  browser: (c) => `${browser(230, 150, 740, 500, c)}
    ${rect(262, 230, 676, 170, 18, c.main)}${lines(296, 270, [300, 220], "#ffffff", 34, 18)}${rect(296, 344, 140, 36, 18, c.accent)}
    ${circle(820, 315, 60, "#ffffff", 'opacity="0.2"')}
    ${[0, 1, 2].map((i) => `${rect(262 + i * 230, 426, 216, 196, 16, c.tint)}${rect(282 + i * 230, 446, 54, 54, 14, i === 1 ? c.accent : c.soft)}${lines(282 + i * 230, 524, [160, 130, 100], "#c7d2fe")}`).join("")}`,

  store: (c) => `${browser(230, 150, 740, 500, c)}
    ${[0, 1, 2, 3].map((i) => `${rect(262 + i * 172, 230, 156, 260, 16, c.tint)}${rect(278 + i * 172, 246, 124, 120, 12, i % 2 ? c.soft : c.main)}${lines(278 + i * 172, 384, [110, 70], "#c7d2fe")}${rect(278 + i * 172, 440, 124, 32, 16, i === 0 ? c.accent : "#ffffff", `stroke="${c.main}" stroke-width="2"`)}`).join("")}
    ${rect(262, 516, 676, 106, 16, "#f8fafc")}${lines(290, 546, [260, 180], "#cbd5e1", 30, 14)}${rect(770, 546, 140, 48, 24, c.main)}`,

  responsive: (c) => `${browser(170, 170, 620, 440, c)}
    ${rect(200, 250, 560, 130, 16, c.main)}${lines(230, 286, [260, 180], "#ffffff", 32, 16)}
    ${[0, 1].map((i) => `${rect(200 + i * 290, 404, 270, 176, 16, c.tint)}${lines(226 + i * 290, 432, [180, 140, 200, 120], "#c7d2fe")}`).join("")}
    ${phone(800, 250, 230, 440, c, `${rect(0, 0, 182, 90, 14, c.main)}${lines(0, 112, [170, 140, 160], "#c7d2fe")}${rect(0, 200, 182, 120, 14, c.tint)}${rect(0, 340, 182, 36, 18, c.accent)}`)}`,

  growth: (c) => `${card(240, 170, 620, 460)}
    ${lines(276, 208, [200, 140], "#cbd5e1", 28, 14)}
    ${bars(300, 370, [60, 90, 80, 130, 120, 170, 200], c, 46, 26, 220)}
    <path d="M310 530 L390 490 L470 500 L550 430 L630 440 L710 370 L800 330" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    ${circle(800, 330, 14, c.accent)}
    ${card(800, 250, 200, 120)}${lines(826, 282, [100], "#cbd5e1")}${rect(826, 312, 120, 28, 14, "#dcfce7")}`,

  wireframe: (c) => `${card(220, 160, 500, 480)}
    ${rect(250, 190, 440, 50, 12, c.tint)}${rect(250, 262, 210, 160, 14, c.tint, `stroke="${c.soft}" stroke-width="3" stroke-dasharray="10 8"`)}
    ${rect(480, 262, 210, 160, 14, c.tint, `stroke="${c.soft}" stroke-width="3" stroke-dasharray="10 8"`)}
    ${lines(250, 450, [400, 320, 360], "#e2e8f0", 28, 14)}${rect(250, 550, 150, 50, 25, c.main)}
    ${phone(760, 220, 230, 440, c, `${rect(0, 0, 182, 60, 12, c.main)}${lines(0, 84, [170, 120], "#c7d2fe")}${rect(0, 150, 86, 86, 12, c.soft)}${rect(96, 150, 86, 86, 12, c.tint)}${rect(0, 320, 182, 40, 20, c.accent)}`)}
    <path d="M700 420 C740 420 740 360 770 360" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="8 8"/>`,

  phone: (c) => `${phone(
    450,
    120,
    300,
    580,
    c,
    `${rect(0, 0, 252, 120, 18, c.main)}${lines(20, 30, [140, 90], "#ffffff", 30, 14)}
    ${[0, 1].map((i) => `${rect(i * 132, 146, 120, 120, 16, i ? c.tint : c.soft)}`).join("")}
    ${[0, 1, 2].map((i) => `${circle(22, 308 + i * 56, 20, i === 1 ? c.accent : c.tint)}${lines(56, 298 + i * 56, [170, 110], "#cbd5e1", 18, 8)}`).join("")}
    ${rect(0, 446, 252, 44, 22, c.main)}`,
  )}
    ${card(230, 260, 190, 110)}${lines(254, 290, [120, 90], "#cbd5e1")}${rect(254, 330, 70, 20, 10, "#dcfce7")}
    ${card(780, 420, 200, 120)}${bars(806, 440, [40, 70, 55, 85], c, 28, 16, 86)}`,

  phones: (c) => `${phone(
    330,
    170,
    270,
    520,
    c,
    `${rect(0, 0, 222, 110, 18, c.main)}${lines(18, 30, [120, 80], "#ffffff", 28, 12)}
    ${[0, 1, 2].map((i) => `${rect(0, 134 + i * 80, 222, 64, 14, c.tint)}${circle(30, 166 + i * 80, 16, i === 0 ? c.accent : c.soft)}${lines(58, 154 + i * 80, [130, 90], "#c7d2fe", 18, 8)}`).join("")}`,
  )}
    ${phone(620, 120, 270, 520, c, `${rect(0, 0, 222, 220, 18, c.tint)}${circle(111, 110, 60, c.soft)}${lines(0, 244, [200, 160, 180], "#cbd5e1")}${rect(0, 330, 104, 40, 20, c.accent)}${rect(118, 330, 104, 40, 20, c.main)}`)}`,

  code: (c) => `${browser(210, 150, 780, 500, c)}
    ${rect(210, 202, 780, 448, 0, "#1e1b4b")}${rect(210, 630, 780, 20, 0, "#1e1b4b")}
    ${[
      [40, 260, c.soft],
      [80, 200, "#fbbf24"],
      [80, 320, "#a5b4fc"],
      [120, 240, "#6ee7b7"],
      [120, 180, c.soft],
      [80, 140, "#fbbf24"],
      [40, 100, c.soft],
      [40, 300, "#a5b4fc"],
      [80, 220, "#6ee7b7"],
    ]
      .map(
        ([indent, w, fill], i) =>
          `${rect(244, 236 + i * 40, 22, 12, 6, "#4338ca")}${rect(244 + indent + 20, 236 + i * 40, w, 12, 6, fill)}`,
      )
      .join("")}
    ${card(760, 420, 200, 170)}${circle(860, 480, 30, "#dcfce7")}<path d="M845 480 l10 10 l20 -22" fill="none" stroke="#059669" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>${lines(800, 530, [120, 90], "#cbd5e1")}`,

  network: (c) => {
    const nodes = [
      [380, 260],
      [380, 400],
      [380, 540],
      [600, 200],
      [600, 330],
      [600, 470],
      [600, 600],
      [820, 330],
      [820, 470],
    ];
    const edges = [];
    for (const a of [0, 1, 2]) for (const b of [3, 4, 5, 6]) edges.push([a, b]);
    for (const a of [3, 4, 5, 6]) for (const b of [7, 8]) edges.push([a, b]);
    return `${card(280, 150, 640, 520, 28)}
      ${edges.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="${c.soft}" stroke-width="4" opacity="0.7"/>`).join("")}
      ${nodes.map(([x, y], i) => circle(x, y, 30, i === 4 || i === 7 ? c.accent : i < 3 ? c.main : c.deep, 'stroke="#ffffff" stroke-width="8"')).join("")}`;
  },

  cloud: (
    c,
  ) => `<g filter="url(#shadow)"><path d="M380 430 a110 110 0 0 1 60 -200 a150 150 0 0 1 290 10 a110 110 0 0 1 90 190 z" fill="#ffffff"/></g>
    ${circle(600, 320, 60, c.tint)}<path d="M570 335 l30 -35 l30 35 m-30 -35 v70" fill="none" stroke="${c.main}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    ${[0, 1, 2]
      .map(
        (
          i,
        ) => `<line x1="${480 + i * 120}" y1="430" x2="${480 + i * 120}" y2="500" stroke="#ffffff" stroke-width="6" stroke-dasharray="10 8"/>
      ${card(400 + i * 120 - 40 * (1 - i), 500, 160, 170, 18)}
      ${[0, 1, 2].map((r) => `${rect(420 + i * 120 - 40 * (1 - i), 522 + r * 48, 120, 34, 8, c.tint)}${circle(440 + i * 120 - 40 * (1 - i), 539 + r * 48, 7, r === 0 ? "#34d399" : c.soft)}`).join("")}`,
      )
      .join("")}`,

  shield: (
    c,
  ) => `<g filter="url(#shadow)"><path d="M600 140 L820 220 V410 C820 540 720 620 600 670 C480 620 380 540 380 410 V220 Z" fill="#ffffff"/></g>
    <path d="M600 190 L780 255 V410 C780 515 700 580 600 622 Z" fill="${c.tint}"/>
    ${rect(530, 380, 140, 120, 20, c.main)}<path d="M550 380 v-36 a50 50 0 0 1 100 0 v36" fill="none" stroke="${c.main}" stroke-width="18"/>
    ${circle(600, 430, 14, c.accent)}${rect(594, 436, 12, 34, 6, c.accent)}
    ${card(190, 270, 190, 110)}${circle(232, 325, 20, "#dcfce7")}${lines(264, 312, [90, 60], "#cbd5e1")}
    ${card(820, 470, 190, 110)}${circle(862, 525, 20, c.accentSoft)}${lines(894, 512, [90, 60], "#cbd5e1")}`,
};

// ---- Icon tile -------------------------------------------------------------

async function iconTile(name, c) {
  const source = await readFile(new URL(`${name}.mjs`, ICONS), "utf8");
  // The icon module's data literal: { name, size, node: [[tag, attributes], ...] }.
  const literal = source.slice(
    source.indexOf("{", source.indexOf("__iconData =")),
    source.indexOf("\n};") + 2,
  );
  const { node } = Function(`return (${literal})`)();
  const elements = node.map(([tag, attributes]) => {
    const list = Object.entries(attributes)
      .filter(([attribute]) => attribute !== "key")
      .map(([attribute, value]) => `${attribute}="${value}"`);
    return `<${tag} ${list.join(" ")}/>`;
  });
  return `<g filter="url(#shadow)">${rect(96, 96, 140, 140, 34, "#ffffff")}</g>
    <g transform="translate(118 118) scale(4)" fill="none" stroke="${c.main}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements.join("")}</g>`;
}

// ---- Page ------------------------------------------------------------------

async function draw(service) {
  const c = {
    main: shift("#4338ca", service.hue),
    deep: shift("#312e81", service.hue),
    soft: shift("#a5b4fc", service.hue),
    tint: shift("#eef2ff", service.hue),
    from: shift("#4338ca", service.hue),
    to: shift("#7c3aed", service.hue),
    accent: "#f59e0b",
    accentSoft: "#fde68a",
  };
  const dots = [];
  for (let i = 0; i < 8; i += 1)
    for (let j = 0; j < 4; j += 1)
      dots.push(circle(W - 280 + i * 28, H - 150 + j * 28, 3, "#ffffff", 'opacity="0.25"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="20" flood-color="#1e1b4b" flood-opacity="0.3"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${circle(W - 80, 60, 260, "#ffffff", 'opacity="0.08"')}${circle(60, H - 20, 280, "#ffffff", 'opacity="0.06"')}
  ${dots.join("")}
  ${scenes[service.scene](c)}
  ${await iconTile(service.icon, c)}
</svg>
`;
}

await mkdir(OUT, { recursive: true });
for (const service of services) {
  const svg = (await draw(service)).replace(/\n\s+/g, "\n");
  await writeFile(new URL(`${slug(service.id)}.svg`, OUT), svg);
  console.log(`public/images/services/${slug(service.id)}.svg`);
}
