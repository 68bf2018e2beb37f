// Draws the social sharing card (public/og.png) and the Apple touch icon (app/apple-icon.png)
// from the logo, with sharp. Run after changing the logo or the tagline: node scripts/generate-brand-images.mjs
import { readFileSync } from "node:fs";
import sharp from "sharp";

const logo = readFileSync("public/logo.svg", "utf8");
const mark = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="0.55" stop-color="#4338ca"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="260" fill="#fff" opacity="0.06"/>
  <circle cx="1110" cy="560" r="150" fill="#f59e0b" opacity="0.9"/>
  <g transform="translate(90 90) scale(2.4)">${mark}</g>
  <text x="210" y="162" font-family="Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Dunga</text>
  <text x="90" y="330" font-family="Liberation Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="#fff">Custom software, web and</text>
  <text x="90" y="404" font-family="Liberation Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="#fff">mobile apps, built in India.</text>
  <text x="90" y="500" font-family="Liberation Sans, Arial, sans-serif" font-size="32" fill="#e0e7ff">Web platforms · Mobile apps · AI · Cloud · Design</text>
</svg>`;

await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile("public/og.png");
await sharp(Buffer.from(logo)).resize(180, 180).png().toFile("app/apple-icon.png");
console.log("public/og.png, app/apple-icon.png");
