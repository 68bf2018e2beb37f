/**
 * The marks of brands the simple-icons package no longer carries (its makers took AWS's and
 * Azure's out at the owners' request), drawn here so their technologies show a mark a visitor
 * knows rather than letters on a tile. Each is the inside of a 24 x 24 SVG, like simple-icons'
 * paths, in the brand colour it is given (already made readable on white by ./tech-icons.ts).
 *
 * - AWS: "aws" in dark ink over the curved arrow in the brand colour. The letters are outlines
 *   read from Lexend Bold (./lettering.ts), so the icon needs no face where it is shown.
 * - Azure: the two-stroke "A" of its classic mark.
 */
import type { DrawnMarkName } from "../../content/schema/technologies";
import { letteringOf } from "./lettering";

/** AWS's wordmark ink ("squid ink"): the letters' colour; the arrow takes the brand colour. */
const AWS_INK = "#232F3E";
const AWS_FACE = "@fontsource/lexend/files/lexend-latin-700-normal.woff2";

/** The letters' room in the 24-unit box: from `left` to `right`, standing on `baseline`. */
const AWS_LETTERS = { left: 1.5, right: 22.5, baseline: 11.6 };

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Each drawn mark by its name, given its fill: the faces are read once, here. */
export async function drawnMarks(): Promise<Record<DrawnMarkName, (fill: string) => string>> {
  const aws = (await letteringOf(AWS_FACE))("aws");
  const scale = (AWS_LETTERS.right - AWS_LETTERS.left) / Math.max(aws.box.right - aws.box.left, 1);
  const x = AWS_LETTERS.left - aws.box.left * scale;
  const letters = aws.glyphs
    .map((glyph) => `<path transform="translate(${r2(glyph.x)} 0)" d="${glyph.d}"/>`)
    .join("");
  return {
    aws: (fill) =>
      [
        `<g fill="${AWS_INK}" transform="translate(${r2(x)} ${AWS_LETTERS.baseline}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">${letters}</g>`,
        // The arrow: a smile from under the "a" to under the "s", its head turned up at the end.
        `<path d="M2.4 15.2Q11.5 20.6 20.2 15.6M17.6 14.9 20.9 15.1 19.9 18.2" fill="none" stroke="${fill}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
      ].join(""),
    azure: (fill) =>
      `<path fill="${fill}" d="M5.483 21.3H24L14.025 4.013l-3.038 8.347 5.836 6.938L5.483 21.3zm7.748-18.6L6.105 8.677 0 19.253h5.505v.014L13.23 2.7z"/>`,
  };
}
