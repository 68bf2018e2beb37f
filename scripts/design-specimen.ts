// Draws docs/design-specimen.png, the picture docs/design.md shows: the brand faces at the type
// scale, every colour token with its name and value, the caret, the buttons and a card, set in
// Chromium with the site's own subset fonts and the tokens read from app/globals.css, so the
// picture cannot drift from the code. Run after changing a token: npx tsx scripts/design-specimen.ts
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

import { findChromium } from "./browser";

const root = join(import.meta.dirname, "..");

/** Every `--color-name: #hex;` of the theme, in the order the CSS declares them. */
export function colourTokens(css: string): { name: string; value: string }[] {
  return [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((match) => ({
    name: match[1] ?? "",
    value: match[2] ?? "",
  }));
}

const font = (file: string) =>
  `data:font/woff2;base64,${readFileSync(join(root, "app/fonts/generated", file)).toString("base64")}`;

function specimen(css: string): string {
  const swatches = colourTokens(css)
    .map(
      ({ name, value }) =>
        `<div class="sw"><i style="background:${value}"></i><b>${name}</b><span>${value}</span></div>`,
    )
    .join("");
  return `<!doctype html><html><head><style>
@font-face{font-family:D;src:url(${font("display.woff2")});font-weight:500 800}
@font-face{font-family:T;src:url(${font("text.woff2")});font-weight:400 700}
body{margin:0;width:1440px;font:16px/1.6 T;color:#4b4d5f;background:#fff}
.wrap{padding:56px 64px}.row{display:flex;gap:48px}
h1,h2,h3,.d{font-family:D;color:#121425;letter-spacing:-.025em;margin:0}
.eb{display:inline-flex;gap:10px;align-items:center;font:600 14px T;letter-spacing:.14em;text-transform:uppercase;color:#3a32b5}
.eb:before{content:"";width:4px;height:1.1em;background:#ffb224;border-radius:1px}
.scale p{margin:0 0 6px}.lab{font:12px T;color:#656779;margin-bottom:2px}
.grid{display:grid;grid-template-columns:repeat(8,1fr);gap:12px;margin-top:16px}
.sw i{display:block;height:56px;border-radius:12px;border:1px solid #e2e1dc}.sw b{display:block;font:600 12px T;color:#121425;margin-top:6px}.sw span{font:12px T}
.btn{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:999px;font:600 14px T;margin-right:12px}
.card{border:1px solid #e2e1dc;border-radius:16px;padding:24px;width:360px;box-shadow:0 1px 2px #0b0d1d0d}
.dark{background:#0b0d1d;color:#cbcbd2;border-radius:24px;padding:40px;margin-top:40px}
</style></head><body><div class="wrap">
<p class="eb">Dunga design system</p>
<div class="row" style="margin-top:24px">
<div class="scale" style="flex:1.2">
<div class="lab">Display, Bricolage Grotesque 800, 72/1.05</div><h1 style="font-size:72px;line-height:1.05;font-weight:800">Transform With Dunga</h1>
<div class="lab" style="margin-top:18px">H1 inner page, 700, 60</div><h1 style="font-size:60px;line-height:1.1;font-weight:700">Android App Development</h1>
<div class="lab" style="margin-top:18px">H2 section, 700, 36</div><h2 style="font-size:36px;font-weight:700">Proven Tools for Every Layer</h2>
<div class="lab" style="margin-top:18px">H3 card, 700, 20</div><h3 style="font-size:20px;font-weight:700">Field agent app for a Bhubaneswar lender</h3>
</div>
<div style="flex:1">
<div class="lab">Text, Inter 400, 18/1.6 (lead) and 16/1.6 (body)</div>
<p style="font-size:18px;margin:0 0 12px">Web platforms, mobile apps, AI and cloud software, designed and built by one senior team in India.</p>
<p style="margin:0 0 20px">Each project gets a small, senior team that stays with it from the first workshop to support.</p>
<div class="lab">Figures, display 800, tabular</div><p class="d" style="font-size:44px;font-weight:800;font-variant-numeric:tabular-nums">998+ &nbsp;32+ &nbsp;14+</p>
<div style="margin-top:20px"><span class="btn" style="background:#ffb224;color:#0a0b18">Get a Quote</span><span class="btn" style="background:#3a32b5;color:#fff">Explore Solutions</span><span class="btn" style="border:1px solid #cbcbd2;color:#121425">All Services</span></div>
</div></div>
<h2 style="font-size:24px;margin-top:40px">Colour tokens</h2><div class="grid">${swatches}</div>
<div class="row" style="margin-top:40px;align-items:flex-start">
<div class="card"><p class="eb">Card</p><h3 style="font-size:20px;margin-top:10px">Rounded 16, hairline border</h3><p style="margin:8px 0 0">A card's text ends with its sentence; cards in a list follow the grid rule.</p></div>
<div class="dark" style="flex:1;margin-top:0"><p class="eb" style="color:#c7cafd">A dark section</p><h2 style="color:#fff;font-size:36px;margin-top:12px">Where the story turns</h2><p style="margin:12px 0 0">Ink ground, slate-300 text, marigold for the one action.</p></div>
</div></div></body></html>`;
}

async function main() {
  execSync("npx tsx scripts/build/fonts.ts", { cwd: root, stdio: "inherit" });
  const css = readFileSync(join(root, "app/globals.css"), "utf8");
  const browser = await chromium.launch({ executablePath: findChromium() });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.setContent(specimen(css));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(root, "docs/design-specimen.png"), fullPage: true });
  await browser.close();
  console.log("docs/design-specimen.png");
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
