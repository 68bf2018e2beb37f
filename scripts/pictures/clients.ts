/**
 * Draws the wordmark of every project's client who has no uploaded logo into
 * public/images/clients/{project id}.svg (./wordmark.ts), as the project's `wordmark` describes it,
 * or in a style and mark chosen from the name when it describes none: so a project added in the
 * editor has its client's mark in the row of clients and over their quote. Run by every build
 * (scripts/content/prepare.ts); alone with `npx tsx scripts/pictures/clients.ts`.
 */
import { readEntries } from "../../content/entries";
import { LOGO_BOX, wordmarkOf } from "../../content/portfolio";
import type { PortfolioProjectEntry } from "../../content/schema/portfolio";
import { letteringOf, type FaceLettering } from "./lettering";
import { writeSvg } from "./svg";
import { FACES, defaultWordmark, wordmarkSvg, type Face } from "./wordmark";

async function main() {
  const faces = new Map<Face, (text: string) => FaceLettering>();
  for (const [face, { file }] of Object.entries(FACES) as [Face, { file: string }][])
    faces.set(face, await letteringOf(file));
  const letter = (face: Face, text: string) => faces.get(face)!(text);
  for (const project of readEntries<PortfolioProjectEntry>("content/projects")) {
    if (project.clientLogo) continue;
    const name = wordmarkOf(project);
    const { style, mark, ...words } = project.wordmark ?? defaultWordmark(name);
    await writeSvg(
      `clients/${project.id}.svg`,
      wordmarkSvg({
        name: words.name ?? name,
        descriptor: words.descriptor,
        style,
        mark,
        letter,
        box: LOGO_BOX,
      }),
    );
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
