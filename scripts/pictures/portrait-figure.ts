/**
 * The drawn portrait of a person without an uploaded photo whose entry describes how to draw
 * them (their `look` in content/data/team.json): a flat illustrated head and shoulders, in the
 * site's palette, on a field with a faint pattern chosen from their name. It is plainly a
 * drawing, one style for the whole team, so a visitor meets people rather than monograms while
 * no photograph is pretended. A person without a look keeps the monogram (./portrait-card.ts).
 *
 * Kept free of file access so that Jest can check it.
 */
import type { PortraitLook } from "../../content/schema/portrait-look";
import { PATTERNS, numbers, pattern, seedOf } from "./portrait-field";

/** Skin tones, lightest first, each with the shade its neck, ears and nose take. */
export const SKINS = {
  "1": { skin: "#f4d6bb", shade: "#e2b998" },
  "2": { skin: "#e9b994", shade: "#d49d75" },
  "3": { skin: "#d49e72", shade: "#bb8458" },
  "4": { skin: "#b47c52", shade: "#99643e" },
  "5": { skin: "#8c5a3b", shade: "#744829" },
} as const;

export const HAIR_COLOURS = {
  black: "#1d1917",
  "dark-brown": "#3b281e",
  "salt-and-pepper": "#6b6661",
  grey: "#a19b95",
} as const;

/**
 * The fields, from the site's tokens (app/globals.css): ultramarine 100 and 200. No paper: a
 * portrait on a near-grey field, beside others on ultramarine and on the paper ground of the
 * sections that show people, read as a photograph missing.
 */
const FIELDS = ["#e1e3fe", "#c7cafd"] as const;

/** Clothes, from the site's tokens: ultramarine 700 and 900, ink, marigold, green, white. */
const CLOTHES = ["#3a32b5", "#24216b", "#222435", "#ffb224", "#047857", "#ffffff"] as const;

const INK = "#1d1917";

/** A colour made darker by `amount` (0 to 1). */
function darker(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The hair drawn behind the head (long hair, a bob, a bun), or nothing. */
function backHair(hair: PortraitLook["hair"], colour: string): string {
  switch (hair) {
    case "long":
      return `<path d="M92 168C86 96 126 76 160 76C194 76 234 96 228 168L238 312Q160 334 82 312Z" fill="${colour}"/>`;
    case "bob":
      return `<path d="M94 166C88 98 126 80 160 80C194 80 232 98 226 166L230 240Q160 258 90 240Z" fill="${colour}"/>`;
    case "bun":
      return `<circle cx="160" cy="80" r="30" fill="${colour}"/>`;
    default:
      return "";
  }
}

/** The hair drawn over the head: its top and what frames the face. */
function frontHair(hair: PortraitLook["hair"], colour: string): string {
  const fill = `fill="${colour}"`;
  switch (hair) {
    case "short":
      return `<path d="M98 170C92 112 122 86 162 86C200 86 228 110 222 170C218 142 210 126 192 118C172 128 132 124 112 132C104 142 100 154 98 170Z" ${fill}/>`;
    case "side-part":
      return `<path d="M98 172C90 110 124 82 166 84C206 86 230 114 222 172C220 142 212 126 200 116C178 124 140 140 106 130C101 144 99 156 98 172Z" ${fill}/>`;
    case "curly": {
      // Curls round the top of the head, over a cap that fills between them.
      const curls = [];
      for (let step = 0; step <= 8; step++) {
        const angle = Math.PI * (1.06 + (0.88 * step) / 8);
        const x = 160 + Math.cos(angle) * 62;
        const y = 150 + Math.sin(angle) * 62;
        curls.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="20"/>`);
      }
      return `<g ${fill}><path d="M100 164C98 114 126 92 160 92C194 92 222 114 220 164C210 138 190 128 160 128C130 128 110 138 100 164Z"/>${curls.join("")}</g>`;
    }
    case "long":
      return `<path d="M98 178C94 112 124 86 160 86C196 86 226 112 222 178C216 140 196 118 164 112L160 120L156 112C124 118 104 140 98 178Z" ${fill}/>`;
    case "bob":
      return `<path d="M98 160C100 110 128 88 160 88C192 88 220 110 222 160C200 140 184 132 160 132C136 132 120 140 98 160Z" ${fill}/>`;
    case "bun":
      return `<path d="M99 168C96 114 126 90 160 90C194 90 224 114 221 168C214 136 194 118 160 116C126 118 106 136 99 168Z" ${fill}/>`;
    case "receding":
      return `<g ${fill}><path d="M99 182C95 152 99 128 114 114C110 138 110 160 112 186Z"/><path d="M221 182C225 152 221 128 206 114C210 138 210 160 208 186Z"/></g>`;
  }
}

/** The clothes' neckline over the torso: a T-shirt's band, a shirt's collar, a jacket's lapels, a kurta's collar. */
function neckline(outfit: PortraitLook["outfit"], colour: string, skin: string): string {
  const shade = darker(colour === "#ffffff" ? "#e2e1dc" : colour, 0.25);
  switch (outfit) {
    case "tee":
      return `<path d="M132 292Q160 318 188 292" fill="none" stroke="${shade}" stroke-width="9" stroke-linecap="round"/>`;
    case "shirt":
      return `<path d="M138 292L160 328L182 292Z" fill="${skin}"/><path d="M134 286L160 328L146 338L124 300Z M186 286L160 328L174 338L196 300Z" fill="${colour === "#ffffff" ? "#efede6" : "#ffffff"}"/>`;
    case "blazer":
      return `<path d="M128 292L160 400L192 292Z" fill="#ffffff"/><path d="M144 292L160 322L176 292Z" fill="${skin}"/><path d="M128 292L160 400L142 400L110 312Z M192 292L160 400L178 400L210 312Z" fill="${shade}"/>`;
    case "kurta":
      return `<path d="M136 290Q160 304 184 290L184 302Q160 316 136 302Z" fill="${shade}"/><path d="M160 310V378" stroke="${shade}" stroke-width="3"/><circle cx="160" cy="326" r="3.5" fill="${shade}"/><circle cx="160" cy="350" r="3.5" fill="${shade}"/>`;
  }
}

interface FigureOptions {
  name: string;
  look: PortraitLook;
  width: number;
  height: number;
}

/** The portrait as SVG at the card's size (4:5). */
export function portraitFigureSvg({ name, look, width, height }: FigureOptions): string {
  const next = numbers(seedOf(name));
  const field = FIELDS[Math.floor(next() * FIELDS.length)]!;
  const kind = PATTERNS[Math.floor(next() * PATTERNS.length)] ?? "grid";
  const outfitColour = CLOTHES[Math.floor(next() * CLOTHES.length)]!;
  const { skin, shade } = SKINS[look.skin];
  const hair = HAIR_COLOURS[look.hairColour];
  // The brows and a beard take the hair's colour; grey hair keeps darker brows.
  const brows = look.hairColour === "grey" ? HAIR_COLOURS["salt-and-pepper"] : hair;
  const torso = `<path d="M26 400C26 330 70 290 160 290C250 290 294 330 294 400Z" fill="${outfitColour}"/>`;
  const neck = `<path d="M136 226V298Q160 316 184 298V226Z" fill="${shade}"/>`;
  const ears = `<ellipse cx="101" cy="180" rx="11" ry="16" fill="${shade}"/><ellipse cx="219" cy="180" rx="11" ry="16" fill="${shade}"/>`;
  const head = `<path d="M100 164C100 112 128 94 160 94C192 94 220 112 220 164C220 218 196 246 160 246C124 246 100 218 100 164Z" fill="${skin}"/>`;
  const blush = `<g fill="#e0705a" opacity="0.16"><circle cx="128" cy="204" r="10"/><circle cx="192" cy="204" r="10"/></g>`;
  const eyes = `<g fill="${INK}"><ellipse cx="138" cy="178" rx="5" ry="6"/><ellipse cx="182" cy="178" rx="5" ry="6"/></g>`;
  const browLines = `<path d="M126 162Q138 155 150 160M170 160Q182 155 194 162" fill="none" stroke="${brows}" stroke-width="4.5" stroke-linecap="round"/>`;
  const nose = `<path d="M161 180Q155 200 163 203" fill="none" stroke="${darker(shade, 0.08)}" stroke-width="3.5" stroke-linecap="round"/>`;
  const beard = look.beard
    ? `<path d="M100 178C100 236 128 256 160 256C192 256 220 236 220 178C214 208 200 226 182 228Q160 218 138 228C120 226 106 208 100 178Z" fill="${hair}"/><path d="M140 211Q160 201 180 211Q170 215 160 211Q150 215 140 211Z" fill="${hair}"/>`
    : "";
  const mouth = `<path d="M${look.beard ? "148 220Q160 227 172 220" : "146 216Q160 228 174 216"}" fill="none" stroke="${look.beard ? "#f1b8a5" : "#8a3b2c"}" stroke-width="4" stroke-linecap="round"/>`;
  const glasses = look.glasses
    ? `<g fill="none" stroke="${INK}" stroke-width="3.5"><rect x="117" y="164" width="40" height="29" rx="11"/><rect x="163" y="164" width="40" height="29" rx="11"/><path d="M157 175Q160 171 163 175"/></g>`
    : "";
  // The figure is drawn on a 320 × 400 canvas; a portrait card shows its middle, 280 × 350, so the
  // person fills the frame.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="20 36 280 350">
  <rect width="320" height="400" fill="${field}"/>
  <g stroke="#3a32b5" opacity="0.1">${pattern(kind, 320, 400, next)}</g>
  ${backHair(look.hair, hair)}${torso}${neck}${neckline(look.outfit, outfitColour, shade)}${ears}${head}${blush}${frontHair(look.hair, hair)}${beard}${browLines}${eyes}${nose}${mouth}${glasses}
</svg>
`;
}
