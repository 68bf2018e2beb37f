/**
 * Draws home's hero picture from the portfolio's own screens: the projects named in
 * content/data/home.json (hero → showcase), each in its device, placed by lib/hero-showcase.ts,
 * on a transparent ground so the hero's paper shows through. Written at two widths,
 * public/images/home/showcase-{600,800,1200}.webp, so a phone downloads a small one.
 * Run with `npx tsx scripts/pictures/home-hero.ts`; the output is committed.
 */
import { heroShowcase } from "../../content/home";
import { SHOWCASE_SIZE, type ShowcasePlacement } from "../../lib/hero-showcase";
import type { PortfolioProject } from "../../content/schema/portfolio";
import { SIDEWAYS_BOX, browser, phone, screens, sideways, sketchOf } from "./portfolio";
import { SHADOW, writeWebpWidths } from "./svg";

const { width: W, height: H } = SHOWCASE_SIZE;

/** Where each device is drawn in portfolio.ts's 1200x900 frame: the box it is fitted from. */
const drawn = {
  window: { x: 110, y: 96, width: 980, height: 700 },
  landscape: SIDEWAYS_BOX,
  phone: { x: 0, y: 0, width: 300, height: 620 },
};

function device({ item, frame, box }: ShowcasePlacement<PortfolioProject>, index: number): string {
  const screen = screens[item.art.screen];
  const sketch = sketchOf(item);
  const id = `screen-${index}`;
  let svg: string;
  if (frame === "phone") {
    const draw = screen.kind === "phones" ? screen.draw[0] : screen.draw;
    svg = phone(0, 0, draw(sketch), id);
  } else if (frame === "landscape") {
    if (screen.kind === "phones")
      throw new Error(`${item.id}: an upright phone's screen is not drawn sideways`);
    svg = sideways(screen.draw(sketch), id);
  } else {
    if (screen.kind === "phones") throw new Error(`${item.id}: a phone screen has no window`);
    svg = browser(screen.draw(sketch), item.art.url ?? "", id);
  }
  const from = drawn[frame];
  const scale = box.width / from.width;
  return `<g transform="translate(${box.x - from.x * scale} ${box.y - from.y * scale}) scale(${scale})">${svg}</g>`;
}

export function showcaseSvg(placements: ShowcasePlacement<PortfolioProject>[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${SHADOW}</defs>${placements.map(device).join("")}</svg>`;
}

async function main() {
  await writeWebpWidths(
    showcaseSvg(heroShowcase),
    { width: W, height: H },
    [600, 800, 1200],
    (width) => `home/showcase-${width}.webp`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
