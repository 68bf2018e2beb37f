/**
 * Draws the cover of every article that has none uploaded into public/images/articles/{id}.webp,
 * 1200x675 (16:9), on the site's ink: the icon of the article's subject (chosen from its tags),
 * its length and topics, beside the thing it is about, drawn from its sections (drawCover). Each
 * takes the next of five colours, oldest first, so neighbouring covers differ. The build's first step runs this
 * (scripts/content/prepare.ts), so an article added in the editor gets its cover; the output is
 * committed.
 */
import { articles, COVER_SIZE, type Article } from "../../content/articles";
import { blogText } from "../../content/blog";
import { fillVars } from "../../content/fill-vars";
import type { IconName } from "../../content/types";
import { INK, circle, iconElements, rect, text, withLightness, writeWebp } from "./svg";
import { sectionHeadings } from "@/lib/markdown";
import { wrap } from "./services";

const { width: W, height: H } = COVER_SIZE;
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
  [/language|translat/i, "globe"],
  [/design|ux/i, "pen-tool"],
  [/ai|data/i, "brain"],
  [/test|quality/i, "clipboard-check"],
  [/mobile|phone/i, "smartphone"],
];

export function subjectIcon(tags: readonly string[]): IconName {
  for (const tag of tags)
    for (const [pattern, icon] of SUBJECTS) if (pattern.test(tag)) return icon;
  return "newspaper";
}

/**
 * What a cover draws, by its subject: a thing the article is about, its sections its lines. Five
 * covers on one template (a person beside a list) read as one picture re-tinted.
 */
export type CoverKind =
  | "quote"
  | "bill"
  | "compare"
  | "consent"
  | "checkout"
  | "review"
  | "devices"
  | "languages"
  | "contents";
const KINDS: Partial<Record<IconName, CoverKind>> = {
  wallet: "quote",
  server: "bill",
  layers: "compare",
  shield: "consent",
  "shopping-cart": "checkout",
  brain: "review",
  "clipboard-check": "devices",
  globe: "languages",
};

/**
 * The languages cover's button, as each language says it (the Indian ones as their speakers type
 * them in Latin letters, which every face here draws): the same action, a third longer or more.
 */
const BOOK_IN: [string, string][] = [
  ["EN", "Book a visit"],
  ["HI", "Visit book karein"],
  ["GU", "Mulakat book karo"],
  ["MR", "Bhet book kara"],
];

/** The two sides a tag such as "Build or buy" weighs, or none. */
function sidesOf(tags: readonly string[]): [string, string] | undefined {
  for (const tag of tags) {
    const [a, b, ...rest] = tag.split(/\s+or\s+/i);
    if (a && b && rest.length === 0) return [a, b.charAt(0).toUpperCase() + b.slice(1)];
  }
  return undefined;
}

export function coverKind(tags: readonly string[]): CoverKind {
  const kind = KINDS[subjectIcon(tags)] ?? "contents";
  return kind === "compare" && !sidesOf(tags) ? "contents" : kind;
}

const LINE = "#e2e4f0";
const BODY = "#1f2133";

/** A section's lines, `chars` a line, each `gap` below the last, from `y`. */
function sectionLines(section: string, x: number, y: number, chars: number, size = 21) {
  const lines = wrap(section, chars, 3);
  return {
    svg: lines
      .map((line, j) => text(x, y + j * (size + 7), line, { size, weight: 600, fill: BODY }))
      .join(""),
    height: (lines.length - 1) * (size + 7),
  };
}

/** A phone, its screen white, at (x, y). */
function phone(x: number, y: number, w: number, h: number, screen: string) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 46, "#11131f")}</g>
    ${rect(x + 12, y + 12, w - 24, h - 24, 36, "#ffffff")}
    ${rect(x + w / 2 - 48, y + 24, 96, 22, 11, "#11131f")}
    ${screen}`;
}

/** A white sheet with its shadow. */
const sheet = (x: number, y: number, w: number, h: number, r = 26) =>
  `<g filter="url(#shadow)">${rect(x, y, w, h, r, "#ffffff")}</g>`;

/** A tick in a filled circle. */
const tick = (cx: number, cy: number, fill: string) =>
  `${circle(cx, cy, 15, fill)}<path d="M${cx - 7} ${cy} l5 5 l9 -10" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;

type Draw = (sections: string[], tags: string[], main: string, soft: string) => string;

const DRAW: Record<CoverKind, Draw> = {
  // A fixed-price quote, its sections as its line items ticked, signed at its foot.
  quote: (sections, tags, main, soft) => {
    const [x, y, w, h] = [520, 70, 540, 540];
    let at = y + 150;
    const rows = sections.slice(0, 4).map((section) => {
      const { svg, height } = sectionLines(section, x + 98, at, 30);
      const row = `${rect(x + 44, at - 34, w - 88, 1.5, 0, LINE)}${tick(x + 62, at - 7, main)}${svg}${rect(x + w - 118, at - 16, 74, 12, 6, LINE)}`;
      at += height + 58;
      return row;
    });
    return `<g transform="rotate(-3 ${x + w / 2} ${y + h / 2})">
      ${rect(x + 18, y + 14, w, h, 26, soft, 'fill-opacity="0.35"')}
      ${sheet(x, y, w, h)}
      ${rect(x + 44, y + 44, 96, 8, 4, main)}
      ${text(x + 44, y + 92, tags[0] ?? "", { size: 26, weight: 800, fill: BODY })}
      ${rows.join("")}
      ${rect(x + 44, y + h - 92, w - 88, 2, 0, BODY)}
      <path d="M${x + 60} ${y + h - 48} c 24 -34 40 18 62 -8 s 30 -26 46 4 s 24 10 44 -12" fill="none" stroke="${main}" stroke-width="4" stroke-linecap="round"/>
      ${rect(x + w - 200, y + h - 66, 156, 36, 18, main)}
    </g>`;
  },

  // A year of monthly bills, each bar stacked from the article's kinds of cost, its sections the
  // legend.
  bill: (sections, tags, main) => {
    const [x, y, w, h] = [500, 80, 580, 520];
    const shades = [main, withLightness(main, 0.62), withLightness(main, 0.78), "#f59e0b"];
    const months = [3.1, 3.3, 3.2, 3.6, 3.9, 4.1, 4.0, 4.5, 4.8, 5.0, 5.3, 5.7];
    const parts = sections.slice(0, 4);
    const bars = months
      .map((total, i) => {
        let top = y + 300;
        return parts
          .map((_, k) => {
            const share = total * [0.42, 0.3, 0.2, 0.08][k]!;
            const height = share * 30;
            top -= height;
            return rect(x + 48 + i * 42, top, 28, height, 0, shades[k]!);
          })
          .join("");
      })
      .join("");
    const at = y + 356;
    const legend = parts.map((section, k) => {
      const column = k % 2;
      const row = Math.floor(k / 2);
      const lx = x + 48 + column * 262;
      const { svg } = sectionLines(section, lx + 30, at + row * 74, 19, 19);
      return `${rect(lx, at + row * 74 - 16, 16, 16, 4, shades[k]!)}${svg}`;
    });
    return `${sheet(x, y, w, h)}
      ${text(x + 48, y + 64, tags[0] ?? "", { size: 26, weight: 800, fill: BODY })}
      ${rect(x + 48, y + 84, 120, 8, 4, main)}
      ${[0, 1, 2].map((i) => rect(x + 48, y + 140 + i * 80, w - 96, 1.5, 0, LINE)).join("")}
      ${bars}
      ${rect(x + 48, y + 300, w - 96, 2, 0, BODY)}
      ${legend.join("")}`;
  },

  // Two ways weighed side by side (a tag's "Build or buy"), the sections the rows they are
  // weighed on.
  compare: (sections, tags, main, soft) => {
    const [one, other] = sidesOf(tags)!;
    const [x, y, w] = [480, 80, 620];
    const rows = sections.slice(0, 5);
    let at = y + 150;
    const body = rows.map((section, i) => {
      const { svg, height } = sectionLines(section, x + 40, at, 26, 19);
      const marks = [i % 3 !== 2, i % 2 === 0 || i === 3]
        .map((full, c) =>
          circle(
            x + 426 + c * 120,
            at - 6,
            13,
            full ? main : "#ffffff",
            full ? "" : `stroke="${main}" stroke-width="3"`,
          ),
        )
        .join("");
      const row = `${rect(x + 24, at - 36, w - 48, 1.5, 0, LINE)}${svg}${marks}`;
      at += height + 50;
      return row;
    });
    const h = at - y + 10;
    return `${sheet(x, y, w, h)}
      ${rect(x + 366, y + 24, 120, h - 48, 18, soft, 'fill-opacity="0.35"')}
      ${text(x + 426, y + 82, one, { size: 24, weight: 800, fill: BODY, anchor: "middle" })}
      ${text(x + 546, y + 82, other, { size: 24, weight: 800, fill: BODY, anchor: "middle" })}
      ${rect(x + 40, y + 62, 96, 8, 4, main)}
      ${body.join("")}`;
  },

  // A consent screen on a phone: the law's shield, and a switch for each section, over the
  // policy it sets out.
  consent: (sections, tags, main) => {
    const [px, py, pw, ph] = [700, 50, 330, 600];
    const [dx, dy] = [500, 120];
    const doc = `<g transform="rotate(-6 ${dx + 170} ${dy + 220})">${sheet(dx, dy, 340, 440, 22)}
      ${rect(dx + 36, dy + 40, 90, 8, 4, main)}
      ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(dx + 36, dy + 84 + i * 38, i % 3 === 2 ? 180 : 268, 10, 5, LINE)).join("")}</g>`;
    let at = py + 236;
    const rows = sections.slice(0, 4).map((section, i) => {
      const { svg, height } = sectionLines(section, px + 40, at, 17, 17);
      const on = i !== 2;
      const row = `${rect(px + 32, at - 30, pw - 64, 1.5, 0, LINE)}${svg}
        ${rect(px + pw - 92, at - 18, 52, 28, 14, on ? main : "#cfd2e0")}${circle(on ? px + pw - 54 : px + pw - 78, at - 4, 11, "#ffffff")}`;
      at += height + 46;
      return row;
    });
    return `${doc}${phone(
      px,
      py,
      pw,
      ph,
      `${rect(px + pw / 2 - 40, py + 76, 80, 80, 24, main)}
      <g transform="translate(${px + pw / 2 - 22} ${py + 94}) scale(1.85)" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">SHIELD</g>
      ${text(px + pw / 2, py + 196, tags.at(-1) ?? "", { size: 22, weight: 800, fill: BODY, anchor: "middle" })}
      ${rows.join("")}`,
    )}`;
  },

  // A checkout on a phone, each section one of its choices, the first chosen, and the payment's
  // way from pending to paid beside it.
  checkout: (sections, tags, main, soft) => {
    const [px, py, pw, ph] = [560, 50, 330, 600];
    let at = py + 150;
    const rows = sections.slice(0, 4).map((section, i) => {
      const { svg, height } = sectionLines(section, px + 84, at, 20, 17);
      const box = rect(
        px + 28,
        at - 34,
        pw - 56,
        height + 58,
        16,
        i === 0 ? soft : "#ffffff",
        `fill-opacity="${i === 0 ? 0.35 : 1}" stroke="${i === 0 ? main : LINE}" stroke-width="2"`,
      );
      const radio =
        circle(
          px + 56,
          at - 6,
          11,
          "#ffffff",
          `stroke="${i === 0 ? main : "#9da1b5"}" stroke-width="3"`,
        ) + (i === 0 ? circle(px + 56, at - 6, 5.5, main) : "");
      const row = `${box}${radio}${svg}`;
      at += height + 70;
      return row;
    });
    const steps = [0, 1, 2]
      .map(
        (i) =>
          `${i < 2 ? tick(960, 250 + i * 96, i === 1 ? main : "#047857") : circle(960, 250 + i * 96, 15, "#ffffff", `stroke="${main}" stroke-width="3"`)}
          ${rect(992, 240 + i * 96, i === 2 ? 90 : 120, 12, 6, "#ffffff", 'fill-opacity="0.5"')}
          ${i < 2 ? rect(960 - 1.5, 266 + i * 96, 3, 64, 1.5, "#ffffff", 'fill-opacity="0.4"') : ""}`,
      )
      .join("");
    return `${phone(
      px,
      py,
      pw,
      ph,
      `${text(px + 40, py + 100, tags[0] ?? "", { size: 24, weight: 800, fill: BODY })}
      ${rows.join("")}
      ${rect(px + 28, py + ph - 96, pw - 56, 56, 28, main)}
      ${rect(px + pw / 2 - 50, py + ph - 74, 100, 12, 6, "#ffffff", 'fill-opacity="0.85"')}`,
    )}
    ${rect(930, 200, 210, 300, 24, "#ffffff", 'fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.2"')}
    ${steps}`;
  },

  // A draft for a person to decide on: each section a field the software read, with how sure it
  // is; the last it is unsure of, marked for checking; approving is the person's.
  review: (sections, tags, main) => {
    const [x, y, w] = [500, 70, 580];
    const sure = [0.98, 0.95, 0.97, 0.9, 0.93];
    const parts = sections.slice(0, 4);
    let at = y + 150;
    const rows = parts.map((section, i) => {
      const doubt = i === parts.length - 1;
      const { svg, height } = sectionLines(section, x + 44, at, 34, 19);
      const score = doubt ? 0.68 : sure[i]!;
      const bar = at + height + 18;
      const colour = doubt ? "#d97706" : "#047857";
      const row = `${doubt ? rect(x + 24, at - 34, w - 48, height + 80, 14, "#fffbeb", 'stroke="#fde68a" stroke-width="2"') : rect(x + 44, at - 34, w - 88, 1.5, 0, LINE)}
        ${svg}
        ${rect(x + 44, bar, 360, 8, 4, LINE)}${rect(x + 44, bar, 360 * score, 8, 4, colour)}
        ${text(x + w - 44, bar + 9, `${Math.round(score * 100)}%`, { size: 19, weight: 800, fill: colour, anchor: "end" })}`;
      at += height + 84;
      return row;
    });
    const h = at - y + 64;
    return `${sheet(x, y, w, h)}
      ${text(x + 44, y + 66, tags[0] ?? "", { size: 26, weight: 800, fill: BODY })}
      ${rect(x + 44, y + 86, 96, 8, 4, main)}
      ${rows.join("")}
      ${rect(x + 44, at - 18, 190, 48, 24, main)}${text(x + 139, at + 13, "Approve", { size: 19, weight: 800, fill: "#ffffff", anchor: "middle" })}
      ${rect(x + 250, at - 18, 150, 48, 24, "#ffffff", `stroke="${main}" stroke-width="2.5"`)}${text(x + 325, at + 13, "Edit", { size: 19, weight: 800, fill: main, anchor: "middle" })}`;
  },

  // Three phones of three sizes side by side, each passed; under them the article's sections as
  // the release's checklist, ticked.
  devices: (sections, _tags, main) => {
    // Each phone the check it passed, as the article's lab runs them.
    const sizes: [number, number, number, string[]][] = [
      [520, 118, 150, ["Opens in", "1.8 s"]],
      [700, 78, 176, ["Order kept", "offline"]],
      [906, 138, 136, ["Text at", "130 %"]],
    ];
    const phones = sizes
      .map(([x, y, w, [check, result]]) => {
        const h = w * 2;
        return phone(
          x,
          y,
          w,
          h,
          `${text(x + 28, y + 86, check!, { size: 17, weight: 600, fill: "#5b5f78" })}
          ${text(x + 28, y + 116, result!, { size: 24, weight: 800, fill: BODY })}
          ${rect(x + 24, y + 140, w - 48, w * 0.62, 16, withLightness(main, 0.94, 0.8))}
          ${tick(x + w / 2, y + 140 + w * 0.31, "#047857")}
          ${text(x + w / 2, y + h - 44, "Passed", { size: 16, weight: 800, fill: "#047857", anchor: "middle" })}`,
        );
      })
      .join("");
    const list = sections.slice(0, 4).map((section, i) => {
      const [x, y] = [520 + (i % 2) * 300, 510 + Math.floor(i / 2) * 70];
      const { svg } = sectionLines(section, x + 30, y + 7, 24, 18);
      return `${tick(x + 8, y, main)}${svg.replaceAll(`fill="${BODY}"`, 'fill="#e2e4f0"')}`;
    });
    return `${phones}${list.join("")}`;
  },

  // One button in four languages, each a line longer than English's: the room a screen leaves
  // its words. Under the specimen its sections, as the design's notes.
  languages: (sections, _tags, main, soft) => {
    const [x, y, w, h] = [500, 70, 600, 540];
    let at = y + 120;
    const rows = BOOK_IN.map(([code, words]) => {
      const width = words.length * 11.2 + 56;
      const row = `${rect(x + 44, at - 24, 52, 34, 10, soft, 'fill-opacity="0.45"')}${text(x + 70, at - 1, code, { size: 17, weight: 800, fill: main, anchor: "middle" })}
        ${rect(x + 116, at - 30, width, 46, 23, main)}${text(x + 116 + width / 2, at + 1, words, { size: 19, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
      at += 58;
      return row;
    });
    const notes = sections.slice(0, 4).map((section, i) => {
      const { svg } = sectionLines(section, x + 64, at + 40 + i * 40, 50, 18);
      return `${circle(x + 50, at + 34 + i * 40, 5, main)}${svg}`;
    });
    return `${sheet(x, y, w, h)}
      ${text(x + 44, y + 64, "Aa", { size: 40, weight: 800, fill: BODY })}
      ${rect(x + 116, y + 46, 96, 8, 4, main)}
      ${rows.join("")}
      ${rect(x + 44, at - 6, w - 88, 1.5, 0, LINE)}
      ${notes.join("")}`;
  },

  // The article's pages, fanned; on the front one its sections, numbered, as its contents list
  // reads them.
  contents: (sections, _tags, main, soft) => {
    const [px, py, pw, ph] = [560, 96, 500, 500];
    const page = (turn: number, fill: string, opacity: number) =>
      `<g transform="rotate(${turn} ${px + pw / 2} ${py + ph})">${rect(px, py, pw, ph, 26, fill, `fill-opacity="${opacity}"`)}</g>`;
    let y = py + 90;
    const rows: string[] = [];
    for (const [i, section] of sections.entries()) {
      const lines = wrap(section, 32, 2);
      const height = 30 + (lines.length - 1) * 28;
      if (y + height > py + ph - 36) break;
      rows.push(
        `${rect(px + 48, y - 14, 404, 1.5, 0, LINE)}${text(px + 48, y + 22, String(i + 1).padStart(2, "0"), { size: 21, weight: 700, fill: main })}${lines
          .map((line, j) =>
            text(px + 96, y + 22 + j * 28, line, { size: 21, weight: 600, fill: BODY }),
          )
          .join("")}`,
      );
      y += height + 30;
    }
    return `${page(7, soft, 0.3)}${page(3.5, soft, 0.55)}${sheet(px, py, pw, ph)}
      ${rect(px + 48, py + 48, 120, 8, 4, main)}${rows.join("")}`;
  },
};

/**
 * An article's cover, in one of the covers' colours: on the left its subject's icon, its length
 * and its topics; on the right the thing it is about (a quote, a year of bills, two ways weighed,
 * a consent screen, a checkout, or else its pages), its sections the lines of it. Not its title:
 * the card and the page set the title beside the cover, and a cover that repeated it read as a
 * second heading. No person: the author's drawing, on every cover, read as one picture re-tinted.
 */
export async function drawCover(article: Article, main: string): Promise<string> {
  const tags = article.tags.map((tag) => tag.name);
  const sections = sectionHeadings(article.body).map((section) => section.text);
  const soft = withLightness(main, 0.72, 0.9);
  const icon = await iconElements(subjectIcon(tags));
  const shield = await iconElements("shield");

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

  const tile = `${rect(96, 110, 168, 168, 40, main)}
    <g transform="translate(132 146) scale(4)" fill="none" stroke="#ffffff" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`;
  const length = text(
    96,
    336,
    `${sections.length} parts · ${fillVars(blogText.article.minutes, { minutes: article.minutes })}`,
    { size: 21, weight: 600, fill: "#c7cadb" },
  );
  let chipY = 368;
  const chips = tags
    .slice(0, 3)
    .map((tag) => {
      const w = tag.length * 10.6 + 36;
      const chip = `${rect(96, chipY, w, 40, 20, "#ffffff", 'fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.25"')}${text(96 + w / 2, chipY + 26, tag, { size: 19, weight: 600, fill: "#e2e4f0", anchor: "middle" })}`;
      chipY += 52;
      return chip;
    })
    .join("");
  const subject = DRAW[coverKind(tags)](sections, tags, main, soft).replace("SHIELD", shield);

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
    ${length}
    ${chips}
    ${subject}
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
