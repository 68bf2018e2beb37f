/**
 * Draws the portrait card of every person on the team without an uploaded portrait into
 * public/images/team/{name}.svg (./portrait-card.ts), with their initials as outlines of the
 * site's display face, Bricolage Grotesque, at the weight of the headings. Run by every build
 * (scripts/content/prepare.ts), so a person added in the editor gets a card; alone with
 * `npx tsx scripts/pictures/portraits.ts`.
 */
import { PORTRAIT_SIZE, drawnPortraitSrc, personInitials } from "../../content/people";
import data from "../../content/data/team.json";
import type { TeamFile } from "../../content/schema/team";
import { letteringOf } from "./lettering";
import { portraitFiles, type Lettering } from "./portrait-card";
import { writeSvg } from "./svg";

const FACE =
  "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";
/** The headings' weight (font-bold). */
const WEIGHT = 700;

/** A function giving a text's outlines in the display face, at the headings' weight. */
export function displayLettering(): Promise<(text: string) => Lettering> {
  return letteringOf(FACE, WEIGHT);
}

async function main() {
  const { leaders, leads } = data as TeamFile;
  const files = portraitFiles([...leaders, ...leads], await displayLettering(), {
    src: drawnPortraitSrc,
    initials: personInitials,
    size: PORTRAIT_SIZE,
  });
  for (const { path, svg } of files) await writeSvg(path.replace(/^\/images\//, ""), svg);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
