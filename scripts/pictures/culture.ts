/**
 * Draws the Life @ Dunga illustrations (workshop, hackathon, Diwali, offsite) into
 * public/images/culture/{name}.webp. Run with `npx tsx scripts/pictures/culture.ts`.
 */
import type { CulturePictureName } from "../../content/schema/about";
import { SHADOW, circle, random, rect, text, writeWebp } from "./svg";

// ---- Culture illustrations -------------------------------------------------

/**
 * The one palette of the Life @ Dunga set: rooms, floors and skies in the brand's ultramarine
 * and ink (the tokens of app/globals.css), warm light in marigold, plants in emerald, clothes from the same six colours.
 */
const PALETTE = {
  floor: "#24216b",
  floorDeep: "#16143f",
  floorEdge: "#3a32b5",
  wood: "#2f2a8f",
  grass: "#059669",
  grassDeep: "#047857",
  pine: "#065f46",
  pineLight: "#047857",
  clothes: ["#3a32b5", "#5a58e8", "#ffb224", "#059669", "#0ea5e9", "#e11d48"],
} as const;

const SKIN = ["#8d5524", "#c68642", "#a0673c", "#e0ac69", "#7a4a2a", "#b97a56"] as const;
const HAIR = ["#1f1a17", "#2b1d14", "#3b2a20", "#111827"] as const;

type HairStyle = "short" | "long" | "bun";

/** How a figure looks: its scale, skin, hair and clothes. */
interface Look {
  s: number;
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  style: HairStyle;
}

/** Hair for a head centred on (0, cy): what goes behind the head and what goes on top. */
function hairFor(cy: number, hair: string, style: HairStyle): { behind: string; front: string } {
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
 * The face on a head of radius 21 centred on (0, cy), facing the viewer: eyes and a smile in the
 * drawn portraits' manner (./portrait-figure.ts), so the team's pictures are one family.
 */
const face = (cy: number) =>
  `<g fill="#1d1917"><circle cx="-7.5" cy="${cy + 1}" r="2.4"/><circle cx="7.5" cy="${cy + 1}" r="2.4"/></g><path d="M-6 ${cy + 9} q6 5 12 0" fill="none" stroke="#8a3b2c" stroke-width="2.2" stroke-linecap="round"/>`;

/** How a figure looks unless its scene says otherwise. */
const LOOK: Look = {
  s: 1,
  skin: SKIN[0],
  hair: HAIR[0],
  top: "#3a32b5",
  bottom: "#1e293b",
  style: "short",
};

/** A sleeve (an arm in the top's colour) along the path d. */
const sleeve = (d: string, top: string, width = 16) =>
  `<path d="${d}" stroke="${top}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
/** A standing figure's upper body, from the shoulders to the hips. */
const torso = (top: string) =>
  `<path d="M-32 -160 q0 -12 12 -12 h40 q12 0 12 12 l4 62 h-72 Z" fill="${top}"/>`;
const trousers = (bottom: string) =>
  `${rect(-22, -104, 20, 100, 9, bottom)}${rect(2, -104, 20, 100, 9, bottom)}`;
/** Arms hanging at a standing figure's sides. */
const ARMS_DOWN = ["M-30 -150 q-10 40 -6 72", "M30 -150 q10 40 6 72"] as const;

/**
 * A flat-style person standing on (x, y), facing the viewer.
 * arm: "down" | "up" (raised to the side) | "hold" (hands together in front).
 */
function person(
  x: number,
  y: number,
  look: Partial<Look> & { arm?: "down" | "up" | "hold"; dress?: boolean; flip?: boolean } = {},
): string {
  const {
    s,
    skin,
    hair,
    top,
    bottom,
    style,
    arm = "down",
    dress = false,
    flip = false,
  } = { ...LOOK, ...look };
  const sx = flip ? -s : s;
  const left = `${sleeve(ARMS_DOWN[0], top)}${circle(-36, -74, 8, skin)}`;
  const arms = {
    down: `${left}${sleeve(ARMS_DOWN[1], top)}${circle(36, -74, 8, skin)}`,
    up: `${left}${sleeve("M30 -150 q30 -14 52 -52", top)}${circle(84, -206, 8, skin)}`,
    hold: `${sleeve("M-30 -150 q-10 30 10 52", top)}${circle(-16, -96, 8, skin)}${sleeve("M30 -150 q10 30 -10 52", top)}${circle(16, -96, 8, skin)}`,
  }[arm];
  const legs = dress
    ? `<path d="M-30 -100 L30 -100 L44 -6 L-44 -6 Z" fill="${bottom}"/>${rect(-22, -8, 16, 8, 4, "#1f2937")}${rect(6, -8, 16, 8, 4, "#1f2937")}`
    : `${trousers(bottom)}${rect(-26, -8, 24, 8, 4, "#1f2937")}${rect(2, -8, 24, 8, 4, "#1f2937")}`;
  const { behind, front } = hairFor(-198, hair, style);
  return `<g transform="translate(${x} ${y}) scale(${sx} ${s})">
    ${legs}
    ${behind}
    ${torso(top)}
    ${arms}
    ${rect(-7, -182, 14, 14, 4, skin)}
    ${circle(0, -198, 21, skin)}
    ${face(-198)}
    ${front}
  </g>`;
}

/** A person seen from behind (facing a whiteboard or the hills). */
function personBack(x: number, y: number, look: Partial<Look> = {}): string {
  const { s, hair, top, bottom, style, skin } = { ...LOOK, skin: SKIN[1], ...look };
  const hairShape =
    style === "long"
      ? `<path d="M-23 -200 q0 -25 23 -25 q23 0 23 25 v44 q0 8 -8 8 h-30 q-8 0 -8 -8 Z" fill="${hair}"/>`
      : `${circle(-21, -196, 5, skin)}${circle(21, -196, 5, skin)}${circle(0, -200, 22, hair)}`;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${trousers(bottom)}
    ${torso(top)}
    ${sleeve(ARMS_DOWN[0], top)}
    ${sleeve(ARMS_DOWN[1], top)}
    ${rect(-7, -182, 14, 14, 4, skin)}${hairShape}
  </g>`;
}

/** Head and shoulders of someone seated behind a table, facing the viewer. */
function seated(x: number, y: number, look: Partial<Look> & { headphones?: boolean } = {}): string {
  const { s, skin, hair, top, style, headphones = false } = { ...LOOK, ...look };
  const { behind, front } = hairFor(-98, hair, style);
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${behind}
    <path d="M-40 0 q0 -62 18 -62 h44 q18 0 18 62 Z" fill="${top}"/>
    ${rect(-7, -80, 14, 20, 4, skin)}${circle(0, -98, 21, skin)}${face(-98)}${front}
    ${headphones ? `<path d="M-25 -100 a25 25 0 0 1 50 0" fill="none" stroke="#0b0d1d" stroke-width="5"/>${rect(-30, -108, 10, 22, 5, "#0b0d1d")}${rect(20, -108, 10, 22, 5, "#0b0d1d")}` : ""}
  </g>`;
}

/** Someone sitting cross-legged on the ground at (x, y), facing the viewer. */
function sittingOnGround(x: number, y: number, look: Partial<Look> = {}): string {
  const { s, skin, hair, top, bottom, style } = { ...LOOK, ...look };
  const { behind, front } = hairFor(-112, hair, style);
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${behind}
    <path d="M-30 -14 q0 -62 12 -70 h36 q12 8 12 70 Z" fill="${top}"/>
    <path d="M-52 -4 q0 -22 26 -22 h52 q26 0 26 22 q0 8 -10 8 h-84 q-10 0 -10 -8 Z" fill="${bottom}"/>
    ${sleeve("M-26 -70 q-20 30 4 52", top, 14)}${circle(-18, -18, 7, skin)}
    ${sleeve("M26 -70 q20 30 -4 52", top, 14)}${circle(18, -18, 7, skin)}
    ${rect(-7, -96, 14, 16, 4, skin)}${circle(0, -112, 20, skin)}${face(-112)}${front}
  </g>`;
}

function stickyNotes(x: number, y: number, cols: number, rows: number, rnd: () => number): string {
  const colours = ["#fde68a", "#fbcfe8", "#bbf7d0", "#bfdbfe", "#fed7aa"];
  const out: string[] = [];
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const nx = x + c * 46;
      const ny = y + r * 46;
      const rot = (rnd() - 0.5) * 10;
      out.push(
        `<g transform="rotate(${rot.toFixed(1)} ${nx + 18} ${ny + 18})">${rect(nx, ny, 36, 36, 2, colours[(c + r * 2) % colours.length]!)}${rect(nx + 6, ny + 10, 22, 3, 1.5, "#0b0d1d", 'opacity="0.25"')}${rect(nx + 6, ny + 17, 16, 3, 1.5, "#0b0d1d", 'opacity="0.25"')}</g>`,
      );
    }
  }
  return out.join("");
}

function workshopSvg(): string {
  const rnd = random(7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>${SHADOW}</defs>
  <rect width="800" height="600" fill="#eef2ff"/>
  <rect y="470" width="800" height="130" fill="#c7cafd"/>
  <rect y="466" width="800" height="8" fill="#a3a6fa"/>
  ${rect(640, 60, 120, 170, 8, "#e0e7ff", 'stroke="#c7cafd" stroke-width="6"')}
  <path d="M700 60 v170 M640 145 h120" stroke="#c7cafd" stroke-width="6"/>
  <line x1="190" y1="0" x2="190" y2="40" stroke="#94a3b8" stroke-width="2"/><path d="M170 40 h40 l-8 18 h-24 Z" fill="#3a32b5"/>
  <line x1="520" y1="0" x2="520" y2="40" stroke="#94a3b8" stroke-width="2"/><path d="M500 40 h40 l-8 18 h-24 Z" fill="#3a32b5"/>
  <g filter="url(#soft)">${rect(120, 90, 470, 280, 10, "#ffffff", 'stroke="#94a3b8" stroke-width="6"')}</g>
  ${rect(240, 372, 230, 10, 3, "#94a3b8")}${rect(260, 364, 30, 8, 3, "#ef4444")}${rect(300, 364, 30, 8, 3, "#2563eb")}${rect(340, 364, 30, 8, 3, "#16a34a")}
  ${rect(150, 116, 150, 8, 4, "#1e293b", 'opacity="0.7"')}${rect(150, 132, 100, 6, 3, "#1e293b", 'opacity="0.35"')}
  ${stickyNotes(150, 160, 3, 4, rnd)}
  <g fill="none" stroke="#3a32b5" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    ${rect(320, 130, 90, 48, 8, "none", 'stroke="#3a32b5" stroke-width="3"')}
    ${rect(460, 130, 100, 48, 8, "none", 'stroke="#3a32b5" stroke-width="3"')}
    ${rect(320, 250, 90, 48, 8, "none", 'stroke="#5a58e8" stroke-width="3"')}
    ${rect(460, 250, 100, 48, 8, "none", 'stroke="#16a34a" stroke-width="3"')}
    <path d="M410 154 h44 m-8 -6 l8 6 l-8 6"/>
    <path d="M365 178 v66 m-6 -8 l6 8 l6 -8"/>
    <path d="M410 274 h44 m-8 -6 l8 6 l-8 6"/>
    <path d="M510 178 q40 40 0 72" stroke="#ef4444" stroke-dasharray="6 6"/>
  </g>
  ${rect(332, 148, 60, 6, 3, "#3a32b5", 'opacity="0.5"')}${rect(332, 160, 40, 6, 3, "#3a32b5", 'opacity="0.3"')}
  ${rect(472, 148, 70, 6, 3, "#3a32b5", 'opacity="0.5"')}${rect(472, 160, 50, 6, 3, "#3a32b5", 'opacity="0.3"')}
  ${rect(332, 268, 60, 6, 3, "#5a58e8", 'opacity="0.5"')}${rect(472, 268, 70, 6, 3, "#16a34a", 'opacity="0.5"')}
  ${circle(560, 330, 14, "#fde68a")}<path d="M553 330 l5 5 l9 -10" fill="none" stroke="#b45309" stroke-width="3" stroke-linecap="round"/>
  ${person(630, 500, { s: 1.05, skin: SKIN[2], hair: HAIR[1], top: "#5a58e8", bottom: "#334155", style: "long", arm: "up", flip: true })}
  ${rect(690, 440, 60, 40, 8, PALETTE.wood)}<path d="M700 440 q-30 -60 10 -90 q10 40 0 90 M720 440 q10 -70 40 -80 q-10 50 -28 80 M712 440 q-8 -50 -34 -60 q4 40 20 60" fill="${PALETTE.grass}"/>
  ${personBack(170, 590, { s: 1.0, hair: HAIR[0], top: "#ffb224", bottom: "#1e293b", skin: SKIN[3] })}
  ${personBack(300, 600, { s: 1.08, hair: HAIR[2], top: "#0ea5e9", bottom: "#334155", style: "long", skin: SKIN[1] })}
  ${personBack(440, 596, { s: 1.04, hair: HAIR[3], top: PALETTE.clothes[3], bottom: "#1e293b", skin: SKIN[4] })}
</svg>`;
}

function hackathonSvg(): string {
  const rnd = random(99);
  const buildings: string[] = [];
  let bx = 60;
  while (bx < 740) {
    const bw = 40 + Math.floor(rnd() * 50);
    const bh = 80 + Math.floor(rnd() * 140);
    buildings.push(rect(bx, 330 - bh, bw, bh, 2, "#16143f"));
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
    return `${circle(x, y + 8, 6, ["#fde68a", "#fca5a5", "#a5f3fc", "#bbf7d0"][i % 4]!)}${circle(x, y + 8, 14, "#fde68a", 'opacity="0.15"')}`;
  }).join("");
  const laptop = (x: number, sticker: string) => `
    <path d="M${x - 50} 448 l7 -54 h86 l7 54 Z" fill="#cbd5e1"/>
    ${circle(x, 422, 6, "#94a3b8")}
    ${rect(x - 34, 404, 16, 10, 3, sticker)}${circle(x + 28, 434, 6, "#f472b6")}
    ${rect(x - 60, 446, 120, 8, 3, "#94a3b8")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1035"/><stop offset="1" stop-color="#24216b"/></linearGradient>
    <radialGradient id="screenGlow"><stop offset="0" stop-color="#a3a6fa" stop-opacity="0.45"/><stop offset="1" stop-color="#a3a6fa" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="#16143f"/>
  ${rect(40, 60, 720, 280, 6, "url(#sky)")}
  ${stars}
  ${circle(660, 110, 26, "#fef9c3")}${circle(672, 102, 24, "#131a4a")}
  ${buildings.join("")}
  <path d="M40 200 h720 M280 60 v280 M520 60 v280" stroke="#16143f" stroke-width="8"/>
  ${rect(40, 60, 720, 280, 6, "none", 'stroke="#24216b" stroke-width="10"')}
  <path d="M0 30 Q400 90 800 30" fill="none" stroke="#475569" stroke-width="2"/>
  ${bulbs}
  ${rect(300, 88, 200, 64, 12, "#0b0d1d", 'stroke="#6366f1" stroke-width="3"')}
  ${text(400, 114, "HACK NIGHT", { size: 14, weight: 700, fill: "#a3a6fa", anchor: "middle", extra: 'letter-spacing="3"' })}
  ${text(400, 142, "05:42:17", { size: 24, weight: 700, fill: "#fde68a", anchor: "middle", family: "'DejaVu Sans Mono', monospace" })}
  ${[160, 290, 510, 640].map((x) => circle(x, 380, 90, "url(#screenGlow)")).join("")}
  ${seated(160, 444, { s: 1.3, skin: SKIN[1], hair: HAIR[0], top: "#5a58e8", headphones: true })}
  ${seated(290, 444, { s: 1.24, skin: SKIN[3], hair: HAIR[2], top: "#ffb224", style: "long" })}
  ${seated(510, 444, { s: 1.28, skin: SKIN[0], hair: HAIR[1], top: "#0ea5e9" })}
  ${seated(640, 444, { s: 1.24, skin: SKIN[4], hair: HAIR[3], top: PALETTE.clothes[3], style: "bun" })}
  ${rect(0, 440, 800, 30, 4, PALETTE.floor)}${rect(0, 470, 800, 130, 0, PALETTE.floorDeep)}
  ${rect(20, 462, 760, 8, 0, PALETTE.floorEdge)}
  ${laptop(160, "#fbbf24")}${laptop(290, "#34d399")}${laptop(510, "#60a5fa")}${laptop(640, "#f87171")}
  ${rect(360, 410, 100, 34, 4, "#ffb224")}${rect(360, 404, 100, 8, 3, "#d97706")}
  <path d="M372 414 l26 24 l-32 0 Z M412 414 l30 0 l-14 26 Z" fill="#fde68a"/>${circle(382, 428, 3, "#dc2626")}${circle(428, 422, 3, "#dc2626")}
  ${rect(226, 418, 22, 26, 5, "#f8fafc")}<path d="M248 424 q10 0 10 8 q0 8 -10 8" fill="none" stroke="#f8fafc" stroke-width="4"/>
  <path d="M232 410 q4 -8 0 -14 M240 410 q4 -8 0 -14" stroke="#e2e8f0" stroke-width="2" fill="none" opacity="0.6"/>
  ${rect(560, 418, 22, 26, 5, "#fca5a5")}<path d="M582 424 q10 0 10 8 q0 8 -10 8" fill="none" stroke="#fca5a5" stroke-width="4"/>
  ${rect(700, 424, 50, 20, 3, "#fef3c7")}${rect(704, 428, 42, 3, 1, "#d97706")}${rect(704, 434, 30, 3, 1, "#d97706")}
</svg>`;
}

function diya(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${circle(0, -26, 26, "url(#flameGlow)")}
    <path d="M0 -40 q10 14 0 24 q-10 -10 0 -24 Z" fill="#fbbf24"/>
    <path d="M0 -32 q5 8 0 14 q-5 -6 0 -14 Z" fill="#fff7ed"/>
    <path d="M-26 -14 q26 30 52 0 q-4 -4 -26 -4 q-22 0 -26 4 Z" fill="#c2410c"/>
    <path d="M-22 -12 q22 8 44 0" fill="none" stroke="#fdba74" stroke-width="2"/>
    ${circle(-10, -6, 2, "#fde68a")}${circle(0, -4, 2, "#fde68a")}${circle(10, -6, 2, "#fde68a")}
  </g>`;
}

function lantern(x: number, y: number, colour: string, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <line x1="0" y1="-200" x2="0" y2="-40" stroke="#fcd34d" stroke-width="1.5"/>
    <path d="M0 -44 L34 -10 L24 34 L-24 34 L-34 -10 Z" fill="${colour}"/>
    <path d="M0 -44 L12 -10 L8 34 M0 -44 L-12 -10 L-8 34 M-34 -10 H34" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>
    ${circle(0, 0, 40, "url(#flameGlow)")}
    <path d="M-18 34 v34 M-6 34 v44 M6 34 v44 M18 34 v34" stroke="${colour}" stroke-width="3"/>
    ${circle(0, -44, 4, "#fcd34d")}
  </g>`;
}

function rangoli(cx: number, cy: number): string {
  const ring = (
    n: number,
    rx: number,
    ry: number,
    fill: string,
    petalRx: number,
    petalRy: number,
    offset = 0,
  ) =>
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

function diwaliSvg(): string {
  const garland = Array.from({ length: 27 }, (_, i) => {
    const x = 10 + i * 30;
    const y = 36 + Math.sin((i / 26) * Math.PI) * 36;
    const leaf =
      i % 3 === 0
        ? `<path d="M${x} ${y + 10} q-8 18 0 30 q8 -12 0 -30 Z" fill="${PALETTE.grassDeep}"/>`
        : "";
    return `${leaf}${circle(x, y, 12, i % 2 ? "#f97316" : "#facc15")}${circle(x - 3, y - 3, 3, "#ffffff", 'opacity="0.35"')}`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16143f"/><stop offset="0.7" stop-color="#3a32b5"/><stop offset="1" stop-color="#5a58e8"/></linearGradient>
    <radialGradient id="flameGlow"><stop offset="0" stop-color="#fde68a" stop-opacity="0.7"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#dusk)"/>
  <path d="M0 30 Q400 100 800 30" fill="none" stroke="#fcd34d" stroke-width="2"/>
  ${garland}
  ${lantern(110, 250, "#e11d48", 1.0)}${lantern(690, 236, "#ffb224", 1.0)}
  <rect y="400" width="800" height="200" fill="${PALETTE.floorDeep}"/>
  <rect y="396" width="800" height="8" fill="${PALETTE.floorEdge}"/>
  ${person(250, 420, { s: 0.95, skin: SKIN[1], hair: HAIR[0], top: "#ffb224", bottom: "#fef3c7", arm: "hold" })}
  ${person(400, 412, { s: 0.98, skin: SKIN[3], hair: HAIR[1], top: PALETTE.clothes[5], bottom: "#be123c", style: "bun", dress: true, arm: "hold" })}
  ${person(550, 420, { s: 0.95, skin: SKIN[4], hair: HAIR[2], top: PALETTE.clothes[3], bottom: "#f8fafc", arm: "down" })}
  ${diya(250, 326, 0.55)}${diya(400, 318, 0.55)}
  ${rangoli(400, 500)}
  ${[60, 150, 650, 740].map((x) => diya(x, 470, 0.9)).join("")}
  ${[30, 110, 190, 610, 690, 770].map((x) => diya(x, 575, 1)).join("")}
  ${[330, 470].map((x) => diya(x, 590, 0.8)).join("")}
</svg>`;
}

function pine(x: number, y: number, s: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-4, -16, 8, 18, 2, "#78350f")}<path d="M0 -96 L26 -50 h-12 L32 -14 h-64 L-14 -50 h-12 Z" fill="${colour}"/></g>`;
}

function offsiteSvg(): string {
  const blanket: string[] = [];
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
    <linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a32b5"/><stop offset="0.55" stop-color="#7c7ef4"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#sunset)"/>
  ${circle(560, 290, 110, "#fde68a", 'opacity="0.3"')}${circle(560, 290, 70, "#fde68a")}
  <path d="M180 120 q8 -8 16 0 q8 -8 16 0 M250 90 q6 -6 12 0 q6 -6 12 0 M620 140 q7 -7 14 0 q7 -7 14 0" fill="none" stroke="#24216b" stroke-width="3" stroke-linecap="round"/>
  <path d="M0 320 L120 250 L230 300 L380 210 L520 290 L640 230 L800 300 V600 H0 Z" fill="#7c7ef4"/>
  <path d="M0 370 Q160 300 320 350 T640 330 T800 350 V600 H0 Z" fill="#6d5bd0"/>
  <path d="M0 420 Q200 370 420 400 T800 390 V600 H0 Z" fill="${PALETTE.grass}"/>
  <path d="M0 470 Q260 430 520 450 T800 440 V600 H0 Z" fill="${PALETTE.grassDeep}"/>
  ${pine(40, 424, 1.1, PALETTE.pine)}${pine(92, 432, 0.8, PALETTE.pineLight)}${pine(760, 424, 1.15, PALETTE.pine)}${pine(716, 436, 0.75, PALETTE.pineLight)}
  <path d="M112 476 L170 388 L228 476 Z" fill="#ffb224"/><path d="M170 388 L186 476 H154 Z" fill="#b45309"/>
  <path d="M624 466 L672 392 L720 466 Z" fill="#5a58e8"/><path d="M672 392 L686 466 H658 Z" fill="#5b21b6"/>
  <path d="M300 470 h240 l-36 84 h-240 Z" fill="#fef2f2"/>
  ${blanket.join("")}
  ${rect(494, 486, 44, 30, 6, "#a16207")}<path d="M498 488 q18 -26 36 0" fill="none" stroke="#a16207" stroke-width="4"/>
  ${circle(404, 536, 9, "#f8fafc")}${circle(404, 536, 4, "#fca5a5")}${rect(300, 530, 26, 8, 4, "#fde68a")}
  ${sittingOnGround(360, 528, { s: 0.9, skin: SKIN[2], hair: HAIR[0], top: "#5a58e8", bottom: "#334155" })}
  ${sittingOnGround(450, 532, { s: 0.9, skin: SKIN[3], hair: HAIR[1], top: "#ffb224", bottom: "#1e293b", style: "long" })}
  ${person(250, 566, { s: 0.85, skin: SKIN[0], hair: HAIR[3], top: "#0ea5e9", bottom: "#1e293b", arm: "up", flip: true })}
  ${person(590, 570, { s: 0.88, skin: SKIN[4], hair: HAIR[2], top: "#e11d48", bottom: "#334155", style: "long" })}
  <ellipse cx="470" cy="200" rx="22" ry="7" fill="#ffb224" transform="rotate(-14 470 200)"/>
  <path d="M420 214 q20 -6 32 -10" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 5" fill="none" opacity="0.8"/>
</svg>`;
}

const scenes: Record<CulturePictureName, () => string> = {
  workshop: workshopSvg,
  hackathon: hackathonSvg,
  diwali: diwaliSvg,
  offsite: offsiteSvg,
};

async function main() {
  for (const [name, draw] of Object.entries(scenes))
    await writeWebp(`culture/${name}.webp`, draw());
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
