/**
 * Draws the cover of every article that has none uploaded into public/images/articles/{id}.webp,
 * 1200x675 (16:9), on the site's ink: its author as the site draws them (./portrait-figure.ts)
 * with the icon of the article's subject (chosen from its tags) and its topics, beside a stack of pages with its numbered sections on the front one (not its
 * title, which the card and the page set beside the cover). Each takes the next of five colours, oldest first, so neighbouring covers differ. The build's first step runs this
 * (scripts/content/prepare.ts), so an article added in the editor gets its cover; the output is
 * committed.
 */
import { articles, COVER_SIZE, type Article } from "../../content/articles";
import { blogText } from "../../content/blog";
import { fillVars } from "../../content/fill-vars";
import type { IconName } from "../../content/types";
import { drawnPortraitSrc } from "../../content/people";
import { portraitFigureSvg } from "./portrait-figure";
import { circle, iconElements, rect, text, withLightness, writeWebp } from "./svg";
import { sectionHeadings } from "@/lib/markdown";
import { wrap } from "./services";

const { width: W, height: H } = COVER_SIZE;
const INK = "#0b0d1d";
/** The covers' colours: the brand's ultramarine and four of the same depth, one per cover. */
const COLOURS = ["#4640d3", "#0e7490", "#7c3aed", "#047857", "#b45309"];

/** A subject's icon, by words in an article's tags: the first tag that names one wins. */
const SUBJECTS: [RegExp, IconName][] = [
  [/payment|checkout|upi/i, "shopping-cart"],
  [/after launch|running cost|hosting|upkeep|maintenance/i, "server"],
  [/pric|cost|quote|budget/i, "wallet"],
  [/privacy|complian|dpdp|secur|law/i, "shield"],
  [/health|clinic|medic/i, "heart-pulse"],
  [/build|buy|ready|product/i, "layers"],
  [/hir|agency|team/i, "users"],
  [/launch|growth/i, "rocket"],
  [/design|ux/i, "pen-tool"],
  [/ai|data/i, "brain"],
];

export function subjectIcon(tags: readonly string[]): IconName {
  for (const tag of tags)
    for (const [pattern, icon] of SUBJECTS) if (pattern.test(tag)) return icon;
  return "newspaper";
}

/** An article's cover, in one of the covers' colours. */
export async function drawCover(article: Article, main: string): Promise<string> {
  const tags = article.tags.map((tag) => tag.name);
  const sections = sectionHeadings(article.body).map((section) => section.text);
  const soft = withLightness(main, 0.72, 0.9);
  const icon = await iconElements(subjectIcon(tags));

  // The blueprint grid of the site's bands, faint.
  const grid: string[] = [];
  for (let x = 0; x <= W; x += 48)
    grid.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#ffffff" stroke-opacity="0.05"/>`,
    );
  for (let y = 0; y <= H; y += 48)
    grid.push(
      `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#ffffff" stroke-opacity="0.05"/>`,
    );

  // On the left, the author as the site draws them, the subject's icon on a badge at their
  // shoulder, and the topics under them; an author the site does not draw (an uploaded photo,
  // or no look in their entry) leaves the icon on a tile of its own.
  const { author } = article;
  const drawn = author.look && author.portrait.src === drawnPortraitSrc(author.name);
  const tile = drawn
    ? `<clipPath id="frame">${rect(120, 90, 200, 250, 40, "#ffffff")}</clipPath>
    <g clip-path="url(#frame)">${portraitFigureSvg({ name: author.name, look: author.look!, width: 200, height: 250 }).replace("<svg ", '<svg x="120" y="90" ')}</g>
    ${circle(306, 326, 46, main, 'stroke="#0b0d1d" stroke-width="8"')}
    <g transform="translate(284 304) scale(1.85)" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
    : `${rect(120, 150, 200, 200, 48, main)}
    <g transform="translate(160 190) scale(5)" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`;
  let chipY = 400;
  const chips = tags
    .slice(0, 3)
    .map((tag) => {
      const w = tag.length * 10.6 + 36;
      const chip = `${rect(120, chipY, w, 40, 20, "#ffffff", 'fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.25"')}${text(120 + w / 2, chipY + 26, tag, { size: 19, weight: 600, fill: "#e2e4f0", anchor: "middle" })}`;
      chipY += 52;
      return chip;
    })
    .join("");

  // On the right, the article's pages, fanned; on the front one its sections, numbered, as its
  // contents list reads them. Not its title: the card and the page set the title beside the cover,
  // and a cover that repeated it read as a second heading.
  const px = 560;
  const py = 96;
  const pw = 500;
  const ph = 500;
  const page = (turn: number, fill: string, opacity: number) =>
    `<g transform="rotate(${turn} ${px + pw / 2} ${py + ph})">${rect(px, py, pw, ph, 26, fill, `fill-opacity="${opacity}"`)}</g>`;
  // Each section on one or two lines; as many as the page holds.
  let y = py + 130;
  const rows: string[] = [];
  for (const [i, section] of sections.entries()) {
    const lines = wrap(section, 32, 2);
    const height = 30 + (lines.length - 1) * 28;
    if (y + height > py + ph - 36) break;
    rows.push(
      `${rect(px + 48, y - 14, 404, 1.5, 0, "#e2e4f0")}${text(px + 48, y + 22, String(i + 1).padStart(2, "0"), { size: 21, weight: 700, fill: main })}${lines
        .map((line, j) =>
          text(px + 96, y + 22 + j * 28, line, { size: 21, weight: 600, fill: "#1f2133" }),
        )
        .join("")}`,
    );
    y += height + 30;
  }
  const contents = rows.join("");
  const pages = `
    ${page(7, soft, 0.3)}
    ${page(3.5, soft, 0.55)}
    <g filter="url(#shadow)">${rect(px, py, pw, ph, 26, "#ffffff")}</g>
    ${rect(px + 48, py + 48, 120, 8, 4, main)}
    ${text(px + 48, py + 88, `${sections.length} parts · ${fillVars(blogText.article.minutes, { minutes: article.minutes })}`, { size: 19, weight: 600, fill: "#6b6e80" })}
    ${contents}`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000000" flood-opacity="0.45"/></filter>
      <radialGradient id="glow" cx="0.78" cy="0.35" r="0.55"><stop offset="0" stop-color="${main}" stop-opacity="0.55"/><stop offset="1" stop-color="${main}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="${INK}"/>
    ${grid.join("")}
    <rect width="${W}" height="${H}" fill="url(#glow)"/>
    ${circle(W - 60, H + 40, 200, main, 'fill-opacity="0.25"')}
    ${tile}
    ${chips}
    ${pages}
  </svg>`;
}

async function main() {
  // Oldest first: each article keeps its colour as new ones come, and neighbours differ.
  const oldestFirst = [...articles].reverse();
  for (const [index, article] of oldestFirst.entries()) {
    if (!article.cover.src.startsWith("/images/articles/")) continue;
    await writeWebp(
      `articles/${article.id}.webp`,
      await drawCover(article, COLOURS[index % COLOURS.length]!),
    );
  }
}

// Run as a script (not when a test imports drawCover). A function, not top-level await: tsx runs
// this package's .ts files as CommonJS.
if (process.argv[1]?.endsWith("articles.ts")) void main();
