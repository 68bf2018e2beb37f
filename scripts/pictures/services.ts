/**
 * Draws one picture per service into public/images/services/{id}.svg: the service's recent work
 * on the kind of screen it is done for (content/service-art.ts chooses it from the service's scene: a
 * phone for an app, a browser for a site, a notebook for machine learning, a pipeline for cloud
 * work, an audit report for security...), with the case study's title, the service's features and
 * the measured results written on it. Every word comes from content/services.ts; `art.hue` turns
 * the colour of the client's screen. The build's first step runs this (scripts/content/prepare.ts),
 * so a service added in the editor gets its picture; the output is committed.
 */
import { pageArt } from "../../content/page-art";
import { services } from "../../content/services";
import type { Service } from "../../content/types";
import {
  serviceArtFile,
  serviceScreen,
  serviceWork,
  type ServiceScreen,
} from "../../content/service-art";
import { INK, barChart, circle, iconElements, rect, shiftHue, text, writeSvg } from "./svg";

const W = 1200;
const H = 800;

const PAPER = "#f7f6f2";
const LINE = "#e2e1dc";
const MUTED = "#656779";
const ACCENT = "#ffb224";
const GREEN = "#047857";

/** The client's screen colour: the brand's ultramarine, turned by the service's hue. */
interface Colours {
  main: string;
  soft: string;
  tint: string;
}

/**
 * Words that never end a shortened text, as they lean on the words after them: it stops before
 * them, not after ("The fixed costs you pay", not "The fixed costs you pay even").
 */
const JOINERS = new Set(
  "a an the and or for with of to in on at by from across into as per even only just not also still very".split(
    " ",
  ),
);

/** Words laid into lines of at most `chars` characters (a longer word keeps a line to itself). */
function lay(words: readonly string[], chars: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= chars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Words broken into lines of at most `chars` characters, at most `max` lines. A text too long for
 * its place is shortened to the longest opening that is a phrase of its own: it stops before a
 * joining word ("for", "with", "and"...) or at a comma, so a picture never shows a cut phrase or
 * an ellipsis ("Inventory and dispatch ERP for a Pune logistics company" on one short line is
 * "Inventory and dispatch ERP"). Failing that, it keeps the words that fit, never ending on a
 * joining word.
 */
export function wrap(value: string, chars: number, max = 3): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const whole = lay(words, chars);
  if (whole.length <= max) return whole;
  const fits = (count: number) => lay(words.slice(0, count), chars).length <= max;
  const ends = (count: number) => !JOINERS.has(words[count - 1]!.toLowerCase());
  const phrase = (count: number) =>
    JOINERS.has(words[count]!.toLowerCase()) || words[count - 1]!.endsWith(",");
  let count = words.length - 1;
  while (count > 1 && !(fits(count) && ends(count) && phrase(count))) count--;
  if (!(fits(count) && phrase(count))) {
    count = words.length - 1;
    while (count > 1 && !(fits(count) && ends(count))) count--;
  }
  return lay(words.slice(0, count), chars).map((line, index, lines) =>
    index === lines.length - 1 ? line.replace(/[,;:]$/, "") : line,
  );
}

interface Words {
  size: number;
  weight?: number;
  fill?: string;
  chars: number;
  max?: number;
  leading?: number;
}

/** A paragraph: `value` wrapped and set from its first baseline at (x, y); returns its height too. */
function paragraph(x: number, y: number, value: string, words: Words): [string, number] {
  const { size, weight = 400, fill = INK, chars, max = 3, leading = 1.25 } = words;
  const lines = wrap(value, chars, max);
  const svg = lines
    .map((line, index) =>
      text(x, Math.round(y + index * size * leading), line, { size, weight, fill }),
    )
    .join("");
  return [svg, Math.round(lines.length * size * leading)];
}

const shadowed = (inner: string) => `<g filter="url(#shadow)">${inner}</g>`;

/** A tick in a green disc, the mark of a result or a done step. */
const tick = (x: number, y: number, r = 14, disc = "#d1fae5", mark = GREEN) => {
  const n = (value: number) => value.toFixed(1);
  return `${circle(x, y, r, disc)}<path d="M${n(x - r * 0.45)} ${y} l${n(r * 0.32)} ${n(r * 0.32)} l${n(r * 0.6)} -${n(r * 0.62)}" fill="none" stroke="${mark}" stroke-width="${n(r / 4.5)}" stroke-linecap="round" stroke-linejoin="round"/>`;
};

/** One of the site's icons, `size` px square, in `colour`. */
async function icon(service: Service, x: number, y: number, size: number, colour: string) {
  return `<g transform="translate(${x} ${y}) scale(${(size / 24).toFixed(3)})" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${await iconElements(service.icon)}</g>`;
}

/** A result card: a tick and the result in words. */
function resultCard(x: number, y: number, w: number, result: string): [string, number] {
  const [words, height] = paragraph(x + 76, y + 46, result, {
    size: 26,
    weight: 700,
    chars: Math.floor((w - 100) / 14.5),
  });
  const h = height + 44;
  return [shadowed(rect(x, y, w, h, 20, "#ffffff")) + tick(x + 40, y + 38, 18) + words, h];
}

/** A browser window with its tab; the page is drawn inside (x, y + 56, w, h - 56). */
function browser(x: number, y: number, w: number, h: number, tab: string): string {
  return `${shadowed(rect(x, y, w, h, 18, "#ffffff"))}
    <path d="M${x} ${y + 18} Q${x} ${y} ${x + 18} ${y} H${x + w - 18} Q${x + w} ${y} ${x + w} ${y + 18} V${y + 56} H${x} Z" fill="${LINE}"/>
    ${[0, 1, 2].map((i) => circle(x + 26 + i * 20, y + 30, 6, "#9697a6")).join("")}
    ${rect(x + 100, y + 12, Math.min(460, w - 130), 44, 10, "#ffffff")}
    ${text(x + 120, y + 42, wrap(tab, 34, 1)[0]!, { size: 18, fill: "#363849" })}`;
}

/** A phone with a white screen; the screen's content is drawn at (x + 16, y + 56). */
function phone(x: number, y: number, w: number, h: number): string {
  return `${shadowed(rect(x, y, w, h, 46, INK))}${rect(x + 10, y + 10, w - 20, h - 20, 38, "#ffffff")}
    ${rect(x + w / 2 - 44, y + 22, 88, 22, 11, INK)}`;
}

/** A case study's title in white on the service's colour, wrapped to `chars` a line. */
const whiteHeading = (
  x: number,
  y: number,
  words: string,
  options: { size: number; chars: number; max: number },
) => paragraph(x, y, words, { ...options, weight: 700, fill: "#ffffff" });

/** An app's screen: the case study as its heading card, then the service's features. */
async function appScreen(service: Service, x: number, y: number, w: number, c: Colours, rows = 4) {
  const { title } = serviceWork(service);
  const [heading, headingHeight] = whiteHeading(x + 22, y + 98, title, {
    size: 22,
    chars: Math.floor((w - 40) / 11.5),
    max: 4,
  });
  const cardHeight = headingHeight + 100;
  let out =
    rect(x, y, w, cardHeight, 22, c.main) +
    (await icon(service, x + 22, y + 24, 40, c.soft)) +
    heading;
  let top = y + cardHeight + 18;
  for (const feature of service.features.slice(0, rows)) {
    const [words, height] = paragraph(x + 54, top + 34, feature, {
      size: 17,
      fill: "#363849",
      chars: Math.floor((w - 70) / 9),
      max: 2,
    });
    out += rect(x, top, w, height + 30, 14, c.tint) + tick(x + 26, top + 28, 11) + words;
    top += height + 40;
  }
  return out;
}

/** A web page: the case study as its banner, the features as cards. */
function webPage(
  service: Service,
  x: number,
  y: number,
  w: number,
  c: Colours,
  columns = 3,
): string {
  const { title } = serviceWork(service);
  const [eyebrow] = paragraph(x + 40, y + 60, service.name.toUpperCase(), {
    size: 18,
    weight: 700,
    fill: c.soft,
    chars: 60,
    max: 1,
  });
  const [heading, headingHeight] = whiteHeading(x + 40, y + 110, title, {
    size: 40,
    chars: Math.floor((w - 80) / 20),
    max: 2,
  });
  const bannerHeight = headingHeight + 150;
  let out = rect(x, y, w, bannerHeight, 18, c.main) + eyebrow + heading;
  out += rect(x + 40, y + bannerHeight - 62, 150, 36, 18, ACCENT);
  out += text(x + 115, y + bannerHeight - 38, "Get started", {
    size: 16,
    weight: 700,
    fill: INK,
    anchor: "middle",
  });
  const gap = 20;
  const cardW = (w - gap * (columns - 1)) / columns;
  service.features.slice(0, columns).forEach((feature, index) => {
    const cx = x + index * (cardW + gap);
    const cy = y + bannerHeight + 24;
    out += rect(cx, cy, cardW, 170, 16, PAPER) + rect(cx + 20, cy + 20, 40, 40, 10, c.soft);
    out += paragraph(cx + 20, cy + 96, feature, {
      size: 20,
      fill: "#363849",
      chars: Math.floor((cardW - 40) / 10.5),
      max: 3,
    })[0];
  });
  return out;
}

/** The results, stacked as cards from (x, y); returns where they end too. */
function resultStack(
  results: string[],
  x: number,
  y: number,
  w: number,
  gap = 22,
): [string, number] {
  let top = y;
  const cards = results.map((result) => {
    const [card, height] = resultCard(x, top, w, result);
    top += height + gap;
    return card;
  });
  return [cards.join(""), top];
}

/**
 * Results as a list from (x, top), each after a tick (its words `indent` to the right), wrapped
 * to two lines at most: the list and the height it ends at.
 */
function tickedList(
  results: string[],
  x: number,
  top: number,
  {
    size,
    chars,
    tick: r,
    indent,
    gap,
  }: { size: number; chars: number; tick: number; indent: number; gap: number },
): [string, number] {
  let out = "";
  let y = top;
  for (const result of results) {
    const [words, height] = paragraph(x + indent, y + 8, result, {
      size,
      fill: "#363849",
      chars,
      max: 2,
    });
    out += tick(x, y, r) + words;
    y += height + gap;
  }
  return [out, y];
}

const resultCards = (results: string[], x: number, y: number, w: number, gap = 22) =>
  resultStack(results, x, y, w, gap)[0];

/** The stack as a row of chips from (x, y), wrapping at `w`. */
function stackChips(names: string[], x: number, y: number, w: number): string {
  let out = "";
  let [cx, cy] = [x, y];
  for (const name of names) {
    // 20 px bold: about 13.5 px a capital or digit, 11 px any other character.
    const width = Math.round(
      [...name].reduce((sum, ch) => sum + (/[A-Z0-9]/.test(ch) ? 13.5 : 11), 36),
    );
    if (cx + width > x + w) [cx, cy] = [x, cy + 52];
    out += rect(cx, cy, width, 40, 20, "#ffffff", `stroke="${LINE}" stroke-width="2"`);
    out += text(cx + 18, cy + 27, name, { size: 20, weight: 700, fill: "#363849" });
    cx += width + 12;
  }
  return out;
}

/**
 * The "code" scene: an editor with the service's own stack in its file tree and the request the
 * case study's page makes, in front of that page in a browser, so a web application reads as
 * built, not as a website like the website service's.
 */
function codeAndPage(service: Service, c: Colours): string {
  const { title, results } = serviceWork(service);
  const mono = "'Liberation Mono', monospace";
  // Liberation Mono's advance is 0.6 em: 9 px a character at 15 px. SVG drops a text's leading
  // spaces, so indents and the spaces between words are moved into each word's place.
  const at = (x: number, y: number, value: string, fill: string) => {
    const lead = value.length - value.trimStart().length;
    return text(x + lead * 9, y, value.trim(), { size: 15, fill, family: mono });
  };
  const [framework = "Next.js", server = "Node.js", store = "PostgreSQL"] = service.techStack;
  const files = ["app/", "  page.tsx", "  api/", "    route.ts", "lib/", "  db.ts"];
  // Each line's words in the editor's colours: keywords, names, strings, comments.
  const code: [string, string][][] = [
    [[`// ${framework}, ${server}, ${store}`.slice(0, 32), "#7c7f93"]],
    [
      ["export async function ", "#c4b5fd"],
      ["GET", "#fde68a"],
      ["() {", "#e2e1dc"],
    ],
    [
      ["  const ", "#c4b5fd"],
      ["rows ", "#e2e1dc"],
      ["= await ", "#c4b5fd"],
      ["db.query(", "#e2e1dc"],
    ],
    [['    "select * from bookings"', "#86efac"]],
    [["  );", "#e2e1dc"]],
    [
      ["  return ", "#c4b5fd"],
      ["Response.json(rows);", "#e2e1dc"],
    ],
    [["}", "#e2e1dc"]],
  ];
  const top = 300;
  const lines = code
    .map((words, i) => {
      let x = 270;
      const y = top + 80 + i * 34;
      return (
        text(252, y, String(i + 1), { size: 15, fill: "#4b4e63", family: mono, anchor: "end" }) +
        words
          .map(([word, fill]) => {
            const out = at(x, y, word, fill);
            x += word.length * 9;
            return out;
          })
          .join("")
      );
    })
    .join("");
  const tree = files
    .map((file, i) => at(82, top + 80 + i * 34, file, i % 2 ? "#e2e1dc" : "#9697a6"))
    .join("");
  // The editor ends before the page's second feature card, so it hides the first card whole
  // and cuts no card's words: 530 px holds the longest line (the stack comment, 32 characters).
  const editorWidth = 530;
  return `${browser(300, 40, 840, 600, title)}${webPage(service, 330, 116, 780, c, 3)}
    ${shadowed(rect(60, top, editorWidth, 330, 18, INK))}
    ${[0, 1, 2].map((i) => circle(88 + i * 22, top + 26, 6, "#4b4e63")).join("")}
    ${text(170, top + 32, "route.ts", { size: 16, weight: 700, fill: "#e2e1dc", family: mono })}
    ${rect(60, top + 50, editorWidth, 1, 0, "#24273a")}${rect(220, top + 50, 1, 280, 0, "#24273a")}
    ${tree}${lines}
    ${resultCards(results.slice(0, 1), 560, 670, 560)}`;
}

const bars = [38, 54, 46, 70, 62, 84, 92];

/**
 * The app services' pictures, one composition per scene, so the four or five of them side by side
 * on /services read as different work, not one phone repeated: a lock screen of the app's
 * notifications, a phone in front of a tablet, an app's store listing, a kit of its components, a
 * wireframe beside the finished screen. Each still shows the service's case study and results.
 */
const phoneScenes: Partial<
  Record<Service["art"]["scene"], (service: Service, c: Colours) => Promise<string>>
> = {
  notifications: async (service, c) => {
    const { title, results } = serviceWork(service);
    const cards = results.slice(0, 3).map((result, i) => {
      const y = 300 + i * 132;
      const [words] = paragraph(250, y + 76, result, {
        size: 19,
        fill: "#ffffff",
        chars: 26,
        max: 2,
      });
      return `${rect(190, y, 340, 118, 22, "#ffffff", 'fill-opacity="0.16"')}
        ${rect(210, y + 18, 30, 30, 8, c.soft)}
        ${text(252, y + 40, service.name, { size: 16, weight: 700, fill: "#ffffff" })}
        ${text(510, y + 40, i === 0 ? "now" : `${i * 12}m ago`, { size: 15, fill: "#ffffff", anchor: "end" })}
        ${words}`;
    });
    return `${shadowed(rect(170, 40, 380, 720, 46, INK))}
      ${rect(180, 50, 360, 700, 38, c.main)}
      ${circle(420, 180, 110, c.soft, 'fill-opacity="0.25"')}
      ${rect(316, 62, 88, 22, 11, INK)}
      ${text(360, 210, "9:41", { size: 84, weight: 300, fill: "#ffffff", anchor: "middle" })}
      ${text(360, 250, "Tuesday 14 May", { size: 20, weight: 600, fill: "#ffffff", anchor: "middle" })}
      ${cards.join("")}
      ${circle(250, 690, 30, "#ffffff", 'fill-opacity="0.16"')}${circle(470, 690, 30, "#ffffff", 'fill-opacity="0.16"')}
      ${rect(310, 728, 100, 6, 3, "#ffffff", 'fill-opacity="0.7"')}
      ${rect(620, 150, 72, 72, 18, c.main)}${await icon(service, 638, 168, 36, "#ffffff")}
      ${paragraph(620, 290, title, { size: 40, weight: 700, chars: 24, max: 4 })[0]}
      ${stackChips(service.techStack.slice(0, 4), 620, 520, 480)}`;
  },

  devices: async (service, c) => {
    const { results } = serviceWork(service);
    return `${shadowed(rect(60, 80, 760, 560, 36, INK))}${rect(76, 96, 728, 528, 22, "#ffffff")}
      ${webPage(service, 96, 116, 688, c, 2)}
      ${phone(700, 250, 300, 520)}${await appScreen(service, 720, 306, 260, c, 2)}
      ${resultCards(results.slice(0, 1), 60, 664, 600)}`;
  },

  launch: async (service, c) => {
    const { title, results } = serviceWork(service);
    const [heading, headingHeight] = paragraph(720, 200, title, {
      size: 28,
      weight: 700,
      chars: 24,
      max: 3,
    });
    const [notes, top] = tickedList(results.slice(0, 3), 730, 200 + headingHeight + 150, {
      size: 21,
      chars: 30,
      tick: 13,
      indent: 22,
      gap: 24,
    });
    return `${phone(120, 40, 400, 720)}${await appScreen(service, 146, 100, 348, c)}
      ${shadowed(rect(600, 90, 540, top - 70, 26, "#ffffff"))}
      ${rect(632, 126, 72, 72, 18, c.main)}${await icon(service, 650, 144, 36, "#ffffff")}
      ${heading}
      ${text(720, 200 + headingHeight + 14, service.techStack.slice(0, 3).join(" · "), { size: 20, weight: 700, fill: MUTED })}
      ${rect(720, 200 + headingHeight + 36, 120, 44, 22, c.main)}${text(780, 200 + headingHeight + 65, "Get", { size: 20, weight: 700, fill: "#ffffff", anchor: "middle" })}
      <line x1="632" y1="${200 + headingHeight + 96}" x2="1108" y2="${200 + headingHeight + 96}" stroke="${LINE}" stroke-width="2"/>
      ${notes}`;
  },

  toolkit: async (service, c) => {
    const { title, results } = serviceWork(service);
    // The kit: buttons, a switch, a field, colour swatches and type, as a design system's sheet.
    const kit = `${shadowed(rect(560, 60, 580, 680, 24, "#ffffff"))}
      ${paragraph(600, 120, title, { size: 26, weight: 700, chars: 36, max: 2 })[0]}
      ${rect(600, 200, 170, 54, 27, c.main)}${text(685, 234, "Continue", { size: 20, weight: 700, fill: "#ffffff", anchor: "middle" })}
      ${rect(786, 200, 150, 54, 27, "#ffffff", `stroke="${c.main}" stroke-width="2.5"`)}${text(861, 234, "Later", { size: 20, weight: 700, fill: c.main, anchor: "middle" })}
      ${rect(956, 210, 70, 36, 18, c.main)}${circle(1008, 228, 14, "#ffffff")}
      ${rect(600, 280, 500, 56, 14, "#ffffff", `stroke="${LINE}" stroke-width="2"`)}${text(622, 315, "Search", { size: 19, fill: MUTED })}
      ${[c.main, c.soft, c.tint, ACCENT, GREEN, INK].map((fill, i) => rect(600 + i * 84, 364, 68, 68, 14, fill, fill === c.tint ? `stroke="${LINE}"` : "")).join("")}
      ${text(600, 500, "Aa", { size: 54, weight: 700 })}
      ${text(690, 484, "Headline 28 / Body 17", { size: 19, weight: 700, fill: "#363849" })}
      ${text(690, 510, "One kit for iOS and Android", { size: 17, fill: MUTED })}`;
    return `${phone(100, 40, 400, 720)}${await appScreen(service, 126, 100, 348, c)}
      ${kit}
      ${resultCards(results.slice(0, 1), 600, 560, 500)}`;
  },

  wireframe: async (service, c) => {
    const { results } = serviceWork(service);
    // The wireframe: the finished screen's blocks in grey, with the designer's notes.
    const grey = "#d9d9e0";
    const wire = `${phone(90, 60, 360, 680)}
      ${rect(116, 130, 308, 150, 20, grey)}
      ${[0, 1, 2, 3].map((i) => rect(116, 300 + i * 86, 308, 70, 14, "#ffffff", `stroke="${grey}" stroke-width="3" stroke-dasharray="10 8"`)).join("")}
      ${rect(160, 660, 220, 44, 22, grey)}
`;
    return `${wire}
      ${phone(720, 60, 360, 680)}${await appScreen(service, 744, 116, 312, c, 3)}
      ${text(585, 390, "→", { size: 64, weight: 700, fill: c.main, anchor: "middle" })}
      ${resultCards(results.slice(0, 1), 380, 690, 460)}`;
  },
};

const screens: Record<ServiceScreen, (service: Service, c: Colours) => Promise<string> | string> = {
  phone: async (service, c) => {
    const scene = phoneScenes[service.art.scene];
    if (scene) return scene(service, c);
    const [results, bottom] = resultStack(serviceWork(service).results, 610, 150, 460);
    return `${phone(150, 40, 400, 720)}${await appScreen(service, 176, 100, 348, c)}
    ${rect(200, 664, 300, 52, 26, c.main)}${rect(300, 684, 100, 12, 6, c.soft)}
    ${results}${stackChips(service.techStack.slice(0, 4), 610, bottom + 20, 480)}`;
  },

  "twin-phones": async (service, c) =>
    `${phone(70, 60, 320, 680)}${await appScreen(service, 92, 120, 276, c, 3)}
    ${phone(420, 60, 320, 680)}${await appScreen(service, 442, 120, 276, c, 3)}
    ${[70, 420].map((x) => rect(x + 50, 648, 220, 48, 24, c.main)).join("")}
    ${resultCards(serviceWork(service).results, 780, 150, 370, 18)}`,

  browser: (service, c) => {
    const { title, results } = serviceWork(service);
    if (service.art.scene === "code") return codeAndPage(service, c);
    return `${browser(90, 40, 1020, 600, title)}${webPage(service, 120, 120, 960, c)}
      ${resultCards(results.slice(0, 1), 300, 670, 600)}`;
  },

  store: (service, c) => {
    const { title, results } = serviceWork(service);
    const tints = [c.soft, ACCENT, "#a7f3d0", "#fecdd3"];
    return `${browser(90, 60, 1020, 680, title)}
      ${paragraph(130, 170, title, { size: 34, weight: 700, chars: 52, max: 1 })[0]}
      ${tints
        .map((tint, i) => {
          const x = 130 + i * 240;
          return `${rect(x, 210, 220, 300, 18, PAPER)}${rect(x + 16, 226, 188, 170, 14, tint)}${rect(x + 16, 420, 150, 14, 7, LINE)}${rect(x + 16, 448, 90, 14, 7, "#cbcbd2")}`;
        })
        .join("")}
      ${rect(130, 540, 940, 160, 18, c.tint)}
      ${results
        .slice(0, 2)
        .map(
          (result, i) =>
            tick(176, 590 + i * 64, 16) +
            text(206, 599 + i * 64, result, { size: 26, weight: 700 }),
        )
        .join("")}`;
  },

  "browser-and-phone": async (service, c) => {
    const { title, results } = serviceWork(service);
    return `${browser(60, 60, 860, 560, title)}${webPage(service, 90, 140, 800, c, 2)}
      ${phone(800, 240, 330, 540)}${await appScreen(service, 822, 296, 286, c, 2)}
      ${resultCards(results.slice(0, 1), 60, 660, 700)}`;
  },

  dashboard: async (service, c) => {
    const { title, results } = serviceWork(service);
    const chart = barChart(bars, {
      x: 450,
      base: 700,
      width: 56,
      step: 86,
      scale: 2.6,
      rx: 8,
      fill: c.main,
      last: ACCENT,
    });
    return `${browser(90, 50, 1020, 700, title)}
      ${rect(90, 106, 200, 644, 0, INK)}${rect(90, 730, 200, 20, 0, INK)}
      ${await icon(service, 130, 140, 40, c.soft)}
      ${[0, 1, 2, 3].map((i) => rect(130, 220 + i * 50, 120, 14, 7, i === 0 ? ACCENT : "#363849")).join("")}
      ${paragraph(330, 160, title, { size: 28, weight: 700, chars: 48, max: 1 })[0]}
      ${results
        .slice(0, 2)
        .map(
          (result, i) =>
            rect(330 + i * 380, 190, 360, 150, 16, c.tint) +
            paragraph(356 + i * 380, 240, result, {
              size: 24,
              weight: 700,
              fill: INK,
              chars: 26,
              max: 3,
            })[0],
        )
        .join("")}
      ${chart}`;
  },

  notebook: (service, c) => {
    const { title, results } = serviceWork(service);
    let chips = "";
    let x = 216;
    for (const name of service.techStack.slice(0, 4)) {
      const width = name.length * 10.5 + 36;
      chips +=
        rect(x, 232, width, 40, 20, c.tint) +
        text(x + 18, 259, name, { size: 20, fill: c.main, weight: 700 });
      x += width + 12;
    }
    return `${browser(90, 50, 1020, 700, title)}
      ${paragraph(140, 160, title, { size: 30, weight: 700, chars: 56, max: 1 })[0]}
      ${text(120, 259, "In [1]", { size: 18, weight: 700, fill: c.main, family: "'Liberation Mono', monospace" })}
      ${rect(200, 216, 860, 72, 12, PAPER)}${chips}
      ${text(120, 344, "Out[1]", { size: 18, weight: 700, fill: MUTED, family: "'Liberation Mono', monospace" })}
      ${rect(200, 316, 860, 400, 12, "#ffffff", `stroke="${LINE}" stroke-width="2"`)}
      ${text(232, 356, "Measured", { size: 17, weight: 700, fill: c.main })}
      ${rect(322, 348, 28, 4, 2, c.main)}
      ${text(370, 356, "Before", { size: 17, weight: 700, fill: "#9697a6" })}
      ${rect(436, 348, 28, 4, 2, "#9697a6")}
      <path d="M230 500 C330 490 390 440 480 430 S650 370 750 350 S905 330 1030 330" fill="none" stroke="${c.main}" stroke-width="6"/>
      <path d="M230 510 C370 506 530 490 670 480 S905 466 1030 460" fill="none" stroke="#9697a6" stroke-width="4" stroke-dasharray="10 10"/>
      ${results.map((result, i) => tick(246, 584 + i * 56, 14) + text(274, 592 + i * 56, result, { size: 24, weight: 700 })).join("")}`;
  },

  pipeline: (service) => {
    /**
     * The results as a console's lines, the console as tall as its lines and centred in the room
     * under the stages: at a fixed height, two lines left its lower half empty.
     */
    const consoleOf = (lines: readonly string[]) => {
      const height = 46 + lines.length * 74;
      const top = Math.round(555 - height / 2);
      return `${rect(140, top, 920, height, 16, "#05060f")}${lines
        .map(
          (line, i) =>
            tick(184, top + 50 + i * 74, 16, "#0f3b2e", "#6ee7b7") +
            text(216, top + 59 + i * 74, line, {
              size: 26,
              fill: "#e2e1dc",
              family: "'Liberation Mono', monospace",
            }),
        )
        .join("")}`;
    };
    const { title, results } = serviceWork(service);
    // The stages of the work, as the service lists them, each done.
    const stages = service.features.slice(0, 4);
    const step = 880 / stages.length;
    return `${shadowed(rect(90, 60, 1020, 680, 24, INK))}
      ${paragraph(140, 140, title, { size: 32, weight: 700, fill: "#ffffff", chars: 54, max: 1 })[0]}
      <line x1="${160 + step / 2}" y1="260" x2="${160 + step * (stages.length - 0.5)}" y2="260" stroke="#34d399" stroke-width="6"/>
      ${stages
        .map((stage, i) => {
          const cx = 160 + step * (i + 0.5);
          return `${circle(cx, 260, 46, "#0f3b2e", 'stroke="#34d399" stroke-width="4"')}${tick(cx, 260, 26, "#0f3b2e", "#6ee7b7")}${wrap(
            stage,
            17,
            2,
          )
            .map((line, k) =>
              text(cx, 344 + k * 26, line, {
                size: 21,
                weight: 700,
                fill: "#e2e1dc",
                anchor: "middle",
              }),
            )
            .join("")}`;
        })
        .join("")}
      ${consoleOf(results)}`;
  },

  report: async (service, c) => {
    const { title, results } = serviceWork(service);
    const [heading, headingHeight] = paragraph(300, 210, title, {
      size: 34,
      weight: 700,
      chars: 34,
      max: 2,
    });
    const [findings, top] = tickedList(results, 306, 210 + headingHeight + 40, {
      size: 24,
      chars: 48,
      tick: 16,
      indent: 30,
      gap: 30,
    });
    // The report's last section names the tools it was tested with (the service's stack), where
    // grey lines stood for text before and read as a page still loading.
    // At the page's foot, so a short list of findings leaves its room above them, not below.
    const toolsTop = Math.max(top + 24, 610);
    return `<g transform="rotate(3 600 400)">${shadowed(rect(260, 50, 680, 700, 12, c.tint))}</g>
      ${shadowed(rect(260, 50, 680, 700, 12, "#ffffff"))}
      ${rect(300, 100, 72, 72, 14, INK)}${await icon(service, 318, 118, 36, ACCENT)}
      ${text(392, 143, service.name.toUpperCase(), { size: 18, weight: 700, fill: MUTED })}
      ${heading}
      <line x1="300" y1="${194 + headingHeight}" x2="900" y2="${194 + headingHeight}" stroke="${LINE}" stroke-width="2"/>
      ${findings}
      <line x1="300" y1="${toolsTop}" x2="900" y2="${toolsTop}" stroke="${LINE}" stroke-width="2"/>
      ${text(300, toolsTop + 44, pageArt.service.tools, { size: 18, weight: 700, fill: MUTED })}
      ${stackChips(service.techStack.slice(0, 4), 300, toolsTop + 66, 600)}`;
  },

  modules: async (service, c) => {
    // An enterprise system's own screen: its modules (the service's features) down the side, the
    // case study's results as the figures on its home, the systems it runs on under them.
    const { title, results } = serviceWork(service);
    const modules = service.features.slice(0, 6);
    const [heading, headingHeight] = paragraph(400, 168, title, {
      size: 30,
      weight: 700,
      chars: 40,
      max: 2,
    });
    const shown = results.slice(0, 3);
    const gap = 20;
    const tileW = Math.floor((680 - gap * (shown.length - 1)) / shown.length);
    const tileTop = 150 + headingHeight + 40;
    const tiles = shown
      .map((result, i) => {
        const x = 400 + i * (tileW + gap);
        return (
          rect(x, tileTop, tileW, 230, 16, c.tint) +
          tick(x + 36, tileTop + 40, 16) +
          paragraph(x + 24, tileTop + 98, result, {
            size: 24,
            weight: 700,
            chars: Math.floor((tileW - 48) / 12.5),
            max: 3,
          })[0]
        );
      })
      .join("");
    const stackTop = tileTop + 290;
    return `${browser(90, 50, 1020, 700, title)}
      <path d="M90 106 H360 V750 H108 Q90 750 90 732 Z" fill="${c.main}"/>
      ${await icon(service, 118, 132, 36, ACCENT)}
      ${text(166, 157, wrap(service.name, 19, 1)[0]!, { size: 17, weight: 700, fill: "#ffffff" })}
      ${modules
        .map((module, i) => {
          const y = 226 + i * 76;
          return (
            (i === 0 ? rect(106, y - 34, 238, 54, 12, "#ffffff", 'fill-opacity="0.14"') : "") +
            text(126, y, wrap(module, 21, 1)[0]!, {
              size: 18,
              weight: i === 0 ? 700 : 400,
              fill: i === 0 ? "#ffffff" : c.soft,
            })
          );
        })
        .join("")}
      ${heading}
      ${tiles}
      ${text(400, stackTop, pageArt.service.stack, { size: 18, weight: 700, fill: MUTED })}
      ${stackChips(service.techStack.slice(0, 6), 400, stackTop + 22, 680)}`;
  },

  sheet: (service, c) => {
    const { title, results } = serviceWork(service);
    const columns = service.features.slice(0, 3);
    const colW = 300;
    let grid = "";
    columns.forEach((feature, k) => {
      grid +=
        rect(170 + k * colW, 200, colW - 4, 56, 0, c.main) +
        text(186 + k * colW, 236, wrap(feature, 24, 1)[0]!, {
          size: 20,
          weight: 700,
          fill: "#ffffff",
        });
    });
    for (let r = 0; r < 7; r += 1) {
      const y = 260 + r * 56;
      grid +=
        rect(110, y, 56, 52, 0, PAPER) +
        text(138, y + 34, r + 1, { size: 18, fill: MUTED, anchor: "middle" });
      for (let k = 0; k < 3; k += 1) {
        const highlighted = r === 2;
        grid +=
          rect(
            170 + k * colW,
            y,
            colW - 4,
            52,
            0,
            highlighted ? "#ffe7b8" : "#ffffff",
            `stroke="${LINE}"`,
          ) +
          rect(
            186 + k * colW,
            y + 20,
            [200, 140, 170][(r + k) % 3]!,
            12,
            6,
            highlighted ? ACCENT : LINE,
          );
      }
    }
    return `${browser(90, 50, 1020, 700, title)}
      ${paragraph(110, 160, title, { size: 28, weight: 700, chars: 60, max: 1 })[0]}
      ${grid}
      ${results
        .slice(0, 1)
        .map((result) => tick(130, 680, 16) + text(160, 689, result, { size: 24, weight: 700 }))
        .join("")}`;
  },

  identity: async (service, c) => {
    const { title, results } = serviceWork(service);
    const swatches = [c.main, ACCENT, INK, c.soft];
    return `${shadowed(rect(120, 70, 560, 420, 24, "#ffffff"))}
      ${circle(400, 280, 130, c.main)}${await icon(service, 330, 210, 140, ACCENT)}
      ${swatches.map((fill, i) => rect(720, 70 + i * 108, 360, 92, 16, fill)).join("")}
      ${shadowed(rect(120, 530, 960, 210, 20, "#ffffff"))}
      ${circle(220, 635, 56, c.main)}${await icon(service, 186, 601, 68, ACCENT)}
      ${paragraph(310, 610, title, { size: 32, weight: 700, chars: 44, max: 2 })[0]}
      ${tick(326, 700, 14)}${text(352, 708, results[0] ?? "", { size: 22, fill: "#363849" })}`;
  },

  canvas: (service, c) => {
    const { title } = serviceWork(service);
    const layers = service.features.slice(0, 6);
    return `${browser(90, 50, 1020, 700, title)}
      ${rect(90, 106, 280, 644, 0, "#ffffff")}<line x1="370" y1="106" x2="370" y2="750" stroke="${LINE}" stroke-width="2"/>
      ${layers
        .map(
          (layer, i) =>
            (i === 0 ? rect(106, 128 + i * 64, 248, 52, 10, c.tint) : "") +
            paragraph(124, 162 + i * 64, layer, {
              size: 18,
              fill: i === 0 ? c.main : "#363849",
              weight: i === 0 ? 700 : 400,
              chars: 24,
              max: 1,
            })[0],
        )
        .join("")}
      ${rect(370, 106, 740, 644, 0, PAPER)}${rect(370, 730, 740, 20, 0, PAPER)}
      ${shadowed(rect(430, 150, 620, 440, 12, "#ffffff"))}
      ${circle(590, 300, 100, c.main)}${rect(680, 210, 150, 180, 24, ACCENT)}<path d="M850 390 L930 230 L1010 390 Z" fill="${INK}"/>
      ${paragraph(470, 470, title, { size: 30, weight: 700, chars: 34, max: 2 })[0]}
      ${[c.main, ACCENT, INK, c.soft, "#ffffff"].map((fill, i) => circle(460 + i * 70, 660, 24, fill, `stroke="${LINE}" stroke-width="2"`)).join("")}`;
  },
};

/** A service's picture, as SVG text. */
export async function drawService(service: Service): Promise<string> {
  const hue = service.art.hue;
  const c: Colours = {
    main: shiftHue("#3a32b5", hue),
    soft: shiftHue("#c7cafd", hue),
    tint: shiftHue("#f0f1ff", hue),
  };
  // The shadow's region is the whole canvas, so no shadow is cut off at its element's box.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <filter id="shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="${INK}" flood-opacity="0.18"/></filter>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0 H0 V48" fill="none" stroke="${INK}" stroke-opacity="0.05" stroke-width="2"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="${PAPER}"/><rect width="${W}" height="${H}" fill="url(#grid)"/>
  ${await screens[serviceScreen(service)](service, c)}
</svg>
`;
}

async function main() {
  for (const service of services) {
    await writeSvg(`services/${serviceArtFile(service.id)}`, await drawService(service));
  }
}

// Run as a script (not when a test imports drawService). A function, not top-level await: tsx
// runs this package's .ts files as CommonJS.
if (process.argv[1]?.endsWith("services.ts")) void main();
