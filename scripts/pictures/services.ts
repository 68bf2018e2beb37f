/**
 * Draws one brand-gradient illustration per service into public/images/services/{id}.svg: the
 * scene named by the service's `art.scene` (browser, phones, dashboard...), its gradient turned by
 * `art.hue`, and the service's `icon` on a tile. Every field comes from content/services.ts.
 * Run with `npx tsx scripts/pictures/services.ts` after adding a service; the output is committed.
 */
import { services } from "../../content/services";
import type { Service, ServiceScene } from "../../content/schema/services";
import type { IconName } from "../../content/types";
import { circle, iconElements, lines, rect, shiftHue, writeSvg } from "./svg";

const W = 1200;
const H = 800;

/** A picture's colours: the brand's, turned by the service's hue, and the amber accent. */
interface Colours {
  main: string;
  deep: string;
  soft: string;
  tint: string;
  from: string;
  to: string;
  accent: string;
  accentSoft: string;
}

/** Placeholder text lines in this picture set's default size. */
const textLines = (
  x: number,
  y: number,
  widths: number[],
  fill = "#e2e8f0",
  gap = 22,
  height = 10,
) => lines(x, y, widths, { fill, gap, height });

const card = (x: number, y: number, w: number, h: number, rx = 20) =>
  `<g filter="url(#shadow)">${rect(x, y, w, h, rx, "#ffffff")}</g>`;

function browser(x: number, y: number, w: number, h: number, c: Colours): string {
  return `${card(x, y, w, h, 22)}
    <path d="M${x} ${y + 22} Q${x} ${y} ${x + 22} ${y} H${x + w - 22} Q${x + w} ${y} ${x + w} ${y + 22} V${y + 52} H${x} Z" fill="${c.tint}"/>
    ${circle(x + 28, y + 26, 7, "#f87171")}${circle(x + 50, y + 26, 7, "#fbbf24")}${circle(x + 72, y + 26, 7, "#34d399")}
    ${rect(x + 110, y + 14, Math.min(360, w - 160), 24, 12, "#ffffff")}`;
}

function phone(x: number, y: number, w: number, h: number, c: Colours, screen = ""): string {
  return `${`<g filter="url(#shadow)">${rect(x, y, w, h, 40, "#0f172a")}</g>`}
    ${rect(x + 10, y + 10, w - 20, h - 20, 32, "#ffffff")}
    ${rect(x + w / 2 - 36, y + 20, 72, 18, 9, "#0f172a")}
    <g transform="translate(${x + 24} ${y + 56})">${screen}</g>
    ${rect(x + w / 2 - 40, y + h - 28, 80, 6, 3, c.soft)}`;
}

function bars(
  x: number,
  y: number,
  values: number[],
  c: Colours,
  w = 34,
  gap = 18,
  max = 180,
): string {
  return values
    .map((v, i) => rect(x + i * (w + gap), y + max - v, w, v, 8, i % 2 ? c.soft : c.main))
    .join("");
}

// ---- Scenes: each draws into the centre of the canvas ------------------------

const scenes: Record<ServiceScene, (c: Colours) => string> = {
  workflow: (c) => {
    const systems = [c.main, c.deep, c.accent];
    return `${card(170, 230, 250, 320)}${rect(170, 230, 250, 60, 20, c.tint)}${rect(170, 270, 250, 20, 0, c.tint)}${textLines(196, 254, [110], c.soft, 0, 12)}
    ${[0, 1, 2].map((i) => `${textLines(196, 316 + i * 64, [80], "#cbd5e1", 0, 8)}${rect(196, 332 + i * 64, 198, 24, 8, "#f1f5f9")}`).join("")}
    ${rect(196, 506, 110, 28, 14, c.main)}
    <path d="M430 390 H496" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/><path d="M484 378 l14 12 l-14 12" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <g filter="url(#shadow)"><path d="M600 300 L690 390 L600 480 L510 390 Z" fill="#ffffff"/></g>
    ${circle(600, 390, 34, "#dcfce7")}<path d="M584 390 l11 11 l21 -23" fill="none" stroke="#059669" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    ${systems
      .map(
        (fill, i) =>
          `<path d="M690 390 C740 390 740 ${230 + i * 160} 790 ${230 + i * 160}" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8"/>
          ${card(790, 180 + i * 160, 240, 100)}${rect(812, 202 + i * 160, 56, 56, 14, fill)}${textLines(884, 212 + i * 160, [110, 80], "#cbd5e1", 22, 10)}`,
      )
      .join("")}
    ${card(330, 600, 380, 80, 20)}${[0, 1, 2, 3].map((i) => `${circle(370 + i * 100, 640, 12, i < 3 ? c.main : "#e2e8f0")}${i < 3 ? `<line x1="${382 + i * 100}" y1="640" x2="${458 + i * 100}" y2="640" stroke="${i < 2 ? c.main : "#e2e8f0"}" stroke-width="4"/>` : ""}`).join("")}`;
  },

  dashboard: (c) => `${browser(240, 150, 720, 500, c)}
    ${rect(240, 202, 170, 448, 0, c.deep)}${rect(240, 630, 170, 20, 0, c.deep)}
    ${textLines(264, 236, [90, 120, 100, 110, 80], c.soft, 44, 12)}
    ${[0, 1, 2].map((i) => `${rect(440 + i * 168, 230, 150, 92, 16, c.tint)}${textLines(460 + i * 168, 254, [70], c.soft)}${rect(460 + i * 168, 280, 92, 18, 9, i === 1 ? c.accent : c.main)}`).join("")}
    ${rect(440, 346, 318, 270, 16, "#f8fafc")}${bars(470, 400, [90, 140, 110, 170, 130], c)}
    ${rect(776, 346, 150, 270, 16, "#f8fafc")}
    <circle cx="851" cy="440" r="50" fill="none" stroke="${c.soft}" stroke-width="22"/>
    <circle cx="851" cy="440" r="50" fill="none" stroke="${c.main}" stroke-width="22" stroke-dasharray="210 400" transform="rotate(-90 851 440)"/>
    ${textLines(800, 520, [100, 80, 90], "#e2e8f0")}`,

  sheet: (c) => `${card(300, 190, 600, 460)}
    ${rect(300, 190, 600, 64, 20, c.main)}${rect(300, 230, 600, 24, 0, c.main)}
    ${textLines(330, 214, [180], "#ffffff", 0, 14)}
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
    ${card(180, 300, 200, 250)}${textLines(208, 340, [140, 110, 130, 90, 120, 70], "#cbd5e1")}
    ${rect(208, 500, 100, 24, 12, c.accent)}`,

  design: (c) => `${card(260, 160, 680, 480)}
    ${rect(290, 190, 420, 420, 16, c.tint)}
    ${circle(430, 330, 90, c.main)}${rect(470, 380, 180, 180, 24, c.soft, 'opacity="0.9"')}
    <path d="M330 560 L420 420 L510 560 Z" fill="${c.accent}"/>
    ${[c.main, c.soft, c.accent, c.deep, "#34d399"].map((f, i) => circle(780, 220 + i * 70, 24, f)).join("")}
    ${textLines(830, 212, [70, 60, 74, 52, 66], "#e2e8f0", 70)}
    <path d="M600 250 l60 -60 l40 40 l-60 60 z" fill="${c.deep}"/><path d="M600 250 l-26 66 l66 -26 z" fill="${c.accent}"/>`,

  brand: (c) => `${card(240, 170, 460, 460)}
    ${circle(470, 360, 110, c.main)}<path d="M430 300 h60 a60 60 0 0 1 0 120 h-60 z" fill="#ffffff"/>
    ${textLines(370, 520, [200, 140], "#cbd5e1", 30, 14)}
    ${card(740, 210, 240, 150)}${[c.main, c.deep, c.accent, c.soft].map((f, i) => rect(764 + i * 52, 240, 40, 90, 10, f)).join("")}
    ${card(740, 400, 240, 190)}${rect(764, 428, 192, 80, 14, c.tint)}${circle(800, 468, 22, c.main)}${textLines(832, 458, [90, 60], c.soft)}${textLines(764, 530, [150, 110], "#e2e8f0")}`,

  browser: (c) => `${browser(230, 150, 740, 500, c)}
    ${rect(262, 230, 676, 170, 18, c.main)}${textLines(296, 270, [300, 220], "#ffffff", 34, 18)}${rect(296, 344, 140, 36, 18, c.accent)}
    ${circle(820, 315, 60, "#ffffff", 'opacity="0.2"')}
    ${[0, 1, 2].map((i) => `${rect(262 + i * 230, 426, 216, 196, 16, c.tint)}${rect(282 + i * 230, 446, 54, 54, 14, i === 1 ? c.accent : c.soft)}${textLines(282 + i * 230, 524, [160, 130, 100], "#c7d2fe")}`).join("")}`,

  store: (c) => `${browser(230, 150, 740, 500, c)}
    ${[0, 1, 2, 3].map((i) => `${rect(262 + i * 172, 230, 156, 260, 16, c.tint)}${rect(278 + i * 172, 246, 124, 120, 12, i % 2 ? c.soft : c.main)}${textLines(278 + i * 172, 384, [110, 70], "#c7d2fe")}${rect(278 + i * 172, 440, 124, 32, 16, i === 0 ? c.accent : "#ffffff", `stroke="${c.main}" stroke-width="2"`)}`).join("")}
    ${rect(262, 516, 676, 106, 16, "#f8fafc")}${textLines(290, 546, [260, 180], "#cbd5e1", 30, 14)}${rect(770, 546, 140, 48, 24, c.main)}`,

  responsive: (c) => `${browser(170, 170, 620, 440, c)}
    ${rect(200, 250, 560, 130, 16, c.main)}${textLines(230, 286, [260, 180], "#ffffff", 32, 16)}
    ${[0, 1].map((i) => `${rect(200 + i * 290, 404, 270, 176, 16, c.tint)}${textLines(226 + i * 290, 432, [180, 140, 200, 120], "#c7d2fe")}`).join("")}
    ${phone(800, 250, 230, 440, c, `${rect(0, 0, 182, 90, 14, c.main)}${textLines(0, 112, [170, 140, 160], "#c7d2fe")}${rect(0, 200, 182, 120, 14, c.tint)}${rect(0, 340, 182, 36, 18, c.accent)}`)}`,

  growth: (c) => `${card(240, 170, 620, 460)}
    ${textLines(276, 208, [200, 140], "#cbd5e1", 28, 14)}
    ${bars(300, 370, [60, 90, 80, 130, 120, 170, 200], c, 46, 26, 220)}
    <path d="M310 530 L390 490 L470 500 L550 430 L630 440 L710 370 L800 330" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    ${circle(800, 330, 14, c.accent)}
    ${card(800, 250, 200, 120)}${textLines(826, 282, [100], "#cbd5e1")}${rect(826, 312, 120, 28, 14, "#dcfce7")}`,

  wireframe: (c) => `${card(220, 160, 500, 480)}
    ${rect(250, 190, 440, 50, 12, c.tint)}${rect(250, 262, 210, 160, 14, c.tint, `stroke="${c.soft}" stroke-width="3" stroke-dasharray="10 8"`)}
    ${rect(480, 262, 210, 160, 14, c.tint, `stroke="${c.soft}" stroke-width="3" stroke-dasharray="10 8"`)}
    ${textLines(250, 450, [400, 320, 360], "#e2e8f0", 28, 14)}${rect(250, 550, 150, 50, 25, c.main)}
    ${phone(760, 220, 230, 440, c, `${rect(0, 0, 182, 60, 12, c.main)}${textLines(0, 84, [170, 120], "#c7d2fe")}${rect(0, 150, 86, 86, 12, c.soft)}${rect(96, 150, 86, 86, 12, c.tint)}${rect(0, 320, 182, 40, 20, c.accent)}`)}
    <path d="M700 420 C740 420 740 360 770 360" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="8 8"/>`,

  notifications: (c) => `${phone(
    450,
    120,
    300,
    580,
    c,
    `${rect(0, 0, 252, 120, 18, c.main)}${textLines(20, 30, [140, 90], "#ffffff", 30, 14)}
    ${[0, 1].map((i) => `${rect(i * 132, 146, 120, 120, 16, i ? c.tint : c.soft)}`).join("")}
    ${[0, 1, 2].map((i) => `${circle(22, 308 + i * 56, 20, i === 1 ? c.accent : c.tint)}${textLines(56, 298 + i * 56, [170, 110], "#cbd5e1", 18, 8)}`).join("")}
    ${rect(0, 446, 252, 44, 22, c.main)}`,
  )}
    ${card(230, 260, 190, 110)}${textLines(254, 290, [120, 90], "#cbd5e1")}${rect(254, 330, 70, 20, 10, "#dcfce7")}
    ${card(780, 420, 200, 120)}${bars(806, 440, [40, 70, 55, 85], c, 28, 16, 86)}`,

  twins: (c) => {
    // One screen, drawn once and shown on both phones: one code base for both stores.
    const screen = `${rect(0, 0, 222, 110, 18, c.main)}${textLines(18, 30, [120, 80], "#ffffff", 28, 12)}
      ${[0, 1, 2].map((i) => `${rect(0, 134 + i * 80, 222, 64, 14, c.tint)}${circle(30, 166 + i * 80, 16, i === 0 ? c.accent : c.soft)}${textLines(58, 154 + i * 80, [130, 90], "#c7d2fe", 18, 8)}`).join("")}`;
    return `${phone(290, 120, 270, 520, c, screen)}${phone(640, 120, 270, 520, c, screen)}
    <path d="M425 650 V700 H775 V650" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="8 8" opacity="0.8"/>
    ${card(520, 660, 160, 80, 40)}
    <path d="M578 682 l-22 18 l22 18 M622 682 l22 18 l-22 18 M608 676 l-16 48" fill="none" stroke="${c.main}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  },

  devices: (
    c,
  ) => `<g transform="translate(10 60)">${`<g filter="url(#shadow)">${rect(180, 190, 600, 430, 34, "#0f172a")}</g>`}
    ${rect(196, 206, 568, 398, 22, "#ffffff")}
    ${rect(224, 234, 250, 160, 20, c.main)}${textLines(248, 262, [120, 80], "#ffffff", 30, 14)}
    <path d="M248 366 L300 330 L350 346 L400 300 L450 316" fill="none" stroke="${c.accentSoft}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    ${rect(490, 234, 246, 160, 20, c.tint)}${circle(560, 314, 44, c.soft)}${circle(560, 314, 22, "#ffffff")}${textLines(624, 290, [86, 60, 74], "#c7d2fe", 26, 10)}
    ${[0, 1, 2, 3].map((i) => `${rect(224 + i * 130, 414, 114, 80, 18, i === 2 ? c.accentSoft : "#f1f5f9")}${circle(256 + i * 130, 446, 14, i === 2 ? c.accent : c.soft)}${textLines(244 + i * 130, 470, [70], "#cbd5e1", 0, 8)}`).join("")}
    ${rect(224, 514, 512, 62, 31, "#f1f5f9")}${circle(258, 545, 14, c.main)}${textLines(284, 540, [200], "#cbd5e1", 0, 10)}</g>
    ${phone(
      800,
      210,
      230,
      450,
      c,
      `${rect(0, 0, 182, 250, 16, c.tint)}
      <path d="M0 70 H182 M60 0 V250 M0 170 C60 160 120 200 182 150" fill="none" stroke="#ffffff" stroke-width="10"/>
      <path d="M30 220 C70 190 90 120 140 90" fill="none" stroke="${c.main}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 12"/>
      ${circle(140, 80, 18, c.accent)}${circle(140, 80, 7, "#ffffff")}
      ${rect(0, 270, 182, 70, 14, "#f1f5f9")}${textLines(16, 290, [120, 80], "#cbd5e1", 20, 8)}
      ${rect(0, 352, 182, 30, 15, c.main)}`,
    )}`,

  launch: (c) => {
    const steps: ((x: number, y: number) => string)[] = [
      // Sketch: a hand-drawn wireframe.
      (x, y) =>
        `${rect(x + 24, y + 24, 132, 30, 8, "none", `stroke="${c.soft}" stroke-width="3" stroke-dasharray="6 6"`)}${rect(x + 24, y + 66, 60, 60, 8, "none", `stroke="${c.soft}" stroke-width="3" stroke-dasharray="6 6"`)}${textLines(x + 96, y + 70, [60, 44, 52], "#cbd5e1", 20, 8)}`,
      // Design: colour blocks and type.
      (x, y) =>
        `${rect(x + 24, y + 24, 132, 44, 10, c.main)}${rect(x + 24, y + 78, 62, 48, 10, c.soft)}${rect(x + 94, y + 78, 62, 48, 10, c.accentSoft)}`,
      // Build: code lines.
      (x, y) =>
        `${rect(x + 24, y + 24, 132, 102, 10, "#1e1b4b")}${(
          [
            [0, 70, c.soft],
            [14, 90, "#fbbf24"],
            [14, 60, "#6ee7b7"],
            [0, 80, c.soft],
          ] as const
        )
          .map(([indent, w, fill], i) => rect(x + 40 + indent, y + 40 + i * 20, w, 8, 4, fill))
          .join("")}`,
      // Launch: a store listing with its rating.
      (x, y) =>
        `${rect(x + 24, y + 24, 48, 48, 14, c.main)}${textLines(x + 84, y + 30, [72, 50], "#cbd5e1", 20, 8)}${[0, 1, 2, 3, 4].map((i) => circle(x + 36 + i * 22, y + 92, 7, c.accent)).join("")}${rect(x + 24, y + 108, 132, 20, 10, "#dcfce7")}`,
    ];
    return `<path d="M260 520 H940" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
    <path d="M260 520 H760" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
    ${steps
      .map(
        (step, i) =>
          `${card(180 + i * 210, 280, 180, 150)}${step(180 + i * 210, 280)}${circle(270 + i * 210, 520, 18, i === 3 ? c.accent : "#ffffff", i === 3 ? 'stroke="#ffffff" stroke-width="6"' : "")}
          <line x1="${270 + i * 210}" y1="430" x2="${270 + i * 210}" y2="502" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 6" opacity="0.8"/>`,
      )
      .join("")}
    <g transform="translate(1010 470) rotate(40)"><path d="M0 -46 C20 -30 22 0 14 24 H-14 C-22 0 -20 -30 0 -46 Z" fill="#ffffff"/>${circle(0, -14, 8, c.main)}<path d="M-14 10 L-28 30 L-12 24 Z M14 10 L28 30 L12 24 Z" fill="${c.soft}"/><path d="M-8 28 L0 50 L8 28 Z" fill="${c.accent}"/></g>
    ${card(300, 590, 420, 80, 20)}${textLines(330, 612, [160], "#cbd5e1", 0, 10)}${rect(330, 638, 360, 12, 6, c.tint)}${rect(330, 638, 270, 12, 6, c.main)}`;
  },

  toolkit: (c) => `${phone(
    470,
    120,
    270,
    540,
    c,
    `${rect(0, 0, 222, 300, 18, c.tint)}
    <path d="M0 90 H222 M80 0 V300 M0 210 C70 200 140 240 222 180" fill="none" stroke="#ffffff" stroke-width="12"/>
    <path d="M36 262 C90 230 110 150 170 110" fill="none" stroke="${c.main}" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 14"/>
    ${circle(36, 262, 12, c.main)}${circle(170, 100, 22, c.accent)}${circle(170, 100, 9, "#ffffff")}
    ${rect(0, 318, 222, 84, 16, "#f1f5f9")}${circle(36, 360, 20, c.soft)}${textLines(68, 346, [120, 80], "#cbd5e1", 22, 9)}
    ${rect(0, 418, 222, 40, 20, c.main)}`,
  )}
    ${card(190, 230, 250, 200)}${textLines(216, 256, [110], "#cbd5e1", 0, 12)}
    ${(
      [
        ["#dcfce7", "#059669"],
        ["#dcfce7", "#059669"],
        [c.accentSoft, c.accent],
      ] as const
    )
      .map(
        ([bg, fg], i) =>
          `${circle(232, 306 + i * 42, 14, bg)}<path d="M225 ${306 + i * 42} l5 5 l9 -10" fill="none" stroke="${fg}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>${textLines(258, 302 + i * 42, [120 - i * 20], "#cbd5e1", 0, 9)}`,
      )
      .join("")}
    ${card(770, 420, 240, 180)}${textLines(796, 446, [100], "#cbd5e1", 0, 12)}${bars(796, 476, [40, 60, 50, 80, 96], c, 28, 14, 100)}`,

  code: (c) => `${browser(210, 150, 780, 500, c)}
    ${rect(210, 202, 780, 448, 0, "#1e1b4b")}${rect(210, 630, 780, 20, 0, "#1e1b4b")}
    ${(
      [
        [40, 260, c.soft],
        [80, 200, "#fbbf24"],
        [80, 320, "#a5b4fc"],
        [120, 240, "#6ee7b7"],
        [120, 180, c.soft],
        [80, 140, "#fbbf24"],
        [40, 100, c.soft],
        [40, 300, "#a5b4fc"],
        [80, 220, "#6ee7b7"],
      ] as const
    )
      .map(
        ([indent, w, fill], i) =>
          `${rect(244, 236 + i * 40, 22, 12, 6, "#4338ca")}${rect(244 + indent + 20, 236 + i * 40, w, 12, 6, fill)}`,
      )
      .join("")}
    ${card(760, 420, 200, 170)}${circle(860, 480, 30, "#dcfce7")}<path d="M845 480 l10 10 l20 -22" fill="none" stroke="#059669" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>${textLines(800, 530, [120, 90], "#cbd5e1")}`,

  network: (c) => {
    type Point = [x: number, y: number];
    const nodes: Point[] = [
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
    // Three layers of nodes (3, 4 and 2): each node is joined to every node of the next layer.
    const [first, middle, last] = [nodes.slice(0, 3), nodes.slice(3, 7), nodes.slice(7)];
    const edges: [from: Point, to: Point][] = [];
    for (const a of first) for (const b of middle) edges.push([a, b]);
    for (const a of middle) for (const b of last) edges.push([a, b]);
    return `${card(280, 150, 640, 520, 28)}
      ${edges.map(([[x1, y1], [x2, y2]]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c.soft}" stroke-width="4" opacity="0.7"/>`).join("")}
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
    ${card(190, 270, 190, 110)}${circle(232, 325, 20, "#dcfce7")}${textLines(264, 312, [90, 60], "#cbd5e1")}
    ${card(820, 470, 190, 110)}${circle(862, 525, 20, c.accentSoft)}${textLines(894, 512, [90, 60], "#cbd5e1")}`,
};

// ---- Icon tile -------------------------------------------------------------

async function iconTile(name: IconName, c: Colours): Promise<string> {
  return `<g filter="url(#shadow)">${rect(96, 96, 140, 140, 34, "#ffffff")}</g>
    <g transform="translate(118 118) scale(4)" fill="none" stroke="${c.main}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${await iconElements(name)}</g>`;
}

// ---- Page ------------------------------------------------------------------

async function draw(service: Service): Promise<string> {
  const { scene, hue } = service.art;
  const c: Colours = {
    main: shiftHue("#4338ca", hue),
    deep: shiftHue("#312e81", hue),
    soft: shiftHue("#a5b4fc", hue),
    tint: shiftHue("#eef2ff", hue),
    from: shiftHue("#4338ca", hue),
    to: shiftHue("#7c3aed", hue),
    accent: "#f59e0b",
    accentSoft: "#fde68a",
  };
  if (!scenes[scene]) throw new Error(`No drawing for the scene "${scene}" of ${service.id}`);
  const dots: string[] = [];
  for (let i = 0; i < 8; i += 1)
    for (let j = 0; j < 4; j += 1)
      dots.push(circle(W - 280 + i * 28, H - 150 + j * 28, 3, "#ffffff", 'opacity="0.25"'));
  // The shadow's region is the whole canvas, so no shadow is cut off at its element's box.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>
    <filter id="shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feDropShadow dx="0" dy="18" stdDeviation="20" flood-color="#1e1b4b" flood-opacity="0.3"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${circle(W - 80, 60, 260, "#ffffff", 'opacity="0.08"')}${circle(60, H - 20, 280, "#ffffff", 'opacity="0.06"')}
  ${dots.join("")}
  ${scenes[scene](c)}
  ${await iconTile(service.icon, c)}
</svg>
`;
}

async function main() {
  for (const service of services) {
    await writeSvg(`services/${service.id.replace(/&/g, "and")}.svg`, await draw(service));
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
