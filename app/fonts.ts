import localFont from "next/font/local";

// The two faces, subset to the site's characters by scripts/build/fonts.ts before every build.
// Next.js preloads each file and derives a fallback from Arial whose metrics match the face, so
// text is on screen at once in the fallback and nothing moves when the face arrives
// (docs/design.md, "Type"). The weights are those the subset keeps.

export const displayFace = localFont({
  src: "./fonts/generated/display.woff2",
  weight: "500 800",
  display: "swap",
  variable: "--font-display-face",
  adjustFontFallback: "Arial",
});

export const textFace = localFont({
  src: "./fonts/generated/text.woff2",
  weight: "400 700",
  display: "swap",
  variable: "--font-text-face",
  adjustFontFallback: "Arial",
});
