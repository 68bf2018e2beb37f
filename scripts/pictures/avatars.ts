/**
 * Draws the testimonials' monogram avatars (initials on a tinted circle) into
 * public/images/avatars/{slug}.svg. Run with `npx tsx scripts/pictures/avatars.ts`.
 */
import { testimonials } from "../../content/testimonials";
import { shiftHue, writeSvg } from "./svg";

// ---- Avatars ---------------------------------------------------------------

function avatarSvg(initials: string, colour: string): string {
  const light = shiftHue(colour, 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <circle cx="48" cy="48" r="48" fill="url(#g)"/>
  <text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif" font-size="34" font-weight="600" letter-spacing="0.5" fill="#ffffff">${initials}</text>
</svg>
`;
}

async function main() {
  for (const { avatar, avatarColour } of testimonials) {
    const slug = avatar.src.replace(/^.*\/|\.svg$/g, "");
    const initials = slug
      .split("-")
      .map((word) => word.charAt(0).toUpperCase())
      .join("");
    await writeSvg(`avatars/${slug}.svg`, avatarSvg(initials, avatarColour));
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
