// Draws the Apple touch icon (app/apple-icon.png) and the web app manifest's icons
// (public/icons/app-*.png) from the logo, with sharp. Sharing cards are drawn by the build itself
// (app/og/[card]/route.tsx). Run after changing the logo: npx tsx scripts/pictures/brand.ts
import { readFileSync } from "node:fs";

import sharp from "sharp";

const logo = readFileSync("public/logo.svg");

async function main() {
  await sharp(logo, { density: 600 }).resize(180, 180).png().toFile("app/apple-icon.png");
  for (const size of [192, 512]) {
    await sharp(logo, { density: 1200 })
      .resize(size, size)
      .png()
      .toFile(`public/icons/app-${size}.png`);
  }
  // Maskable: the mark inside the safe zone on the brand colour, so a round crop never cuts it.
  const inner = await sharp(logo, { density: 1200 }).resize(360, 360).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: "#0b0d1d" } })
    .composite([{ input: inner, gravity: "center" }])
    .png()
    .toFile("public/icons/app-maskable-512.png");
  console.log("app/apple-icon.png, public/icons/app-{192,512,maskable-512}.png");
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
