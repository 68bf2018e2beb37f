import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { shareCards } from "@/content/share-cards";

import { ShareCard } from "./share-card";
import { shareCardFontFile, shareCardSubsets, shareCardWeights } from "./share-card-fonts";

/** The characters a subset holds, as fontsource declares them (its unicode-range). */
function subsetRanges(subset: string, weight: number): [number, number][] {
  const css = readFileSync(join("node_modules/@fontsource/inter", `${weight}.css`), "utf8");
  const face = new RegExp(`inter-${subset}-${weight}-normal \\*/[^}]*unicode-range: ([^;]+);`);
  const declared = face.exec(css)?.[1];
  if (!declared) throw new Error(`fontsource declares no inter-${subset}-${weight} face`);
  return declared.split(",").map((range) => {
    const [from = "", to = from] = range.trim().replace("U+", "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** The text a card shows, as drawn: its own words and the card's fixed ones. */
const drawnText = (card: (typeof shareCards)[number]) =>
  renderToStaticMarkup(createElement(ShareCard, { card, logo: "data:," }))
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("every character of every sharing card is in a face the card is drawn in", () => {
  const ranges = shareCardWeights.flatMap((weight) =>
    shareCardSubsets.flatMap((subset) => subsetRanges(subset, weight)),
  );
  const drawn = (char: string) =>
    /\s/.test(char) ||
    ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
  const missing = shareCards.flatMap((card) =>
    [...new Set(drawnText(card))]
      .filter((char) => !drawn(char))
      .map((char) => `${card.slug}: "${char}" (U+${char.codePointAt(0)!.toString(16)})`),
  );
  expect(missing).toEqual([]);
  // The rupee sign, which the first subset lacks, is one such character today.
  expect(shareCards.some((card) => drawnText(card).includes("₹"))).toBe(true);
});

test("every face the card is drawn in is a file of the installed package", () => {
  const files = shareCardSubsets.flatMap((subset) =>
    shareCardWeights.map((weight) => shareCardFontFile(subset, weight)),
  );
  expect(files.filter((file) => readFileSync(file).length === 0)).toEqual([]);
});
