/**
 * Draws the testimonials' avatars into public/images/avatars/{slug}.svg: the same kind of card as
 * the team's portraits (./portrait-card.ts), square, with the initials of the slug's words in the
 * display face, shown small and round beside the quote. Run with `npx tsx scripts/pictures/avatars.ts`.
 */
import { personInitials } from "../../content/people";
import { AVATAR_SIZE, testimonials } from "../../content/testimonials";
import { portraitCardSvg } from "./portrait-card";
import { displayLettering } from "./portraits";
import { writeSvg } from "./svg";

async function main() {
  const letter = await displayLettering();
  for (const { author, avatar } of testimonials) {
    if (!avatar.src.startsWith("/images/avatars/")) continue;
    const slug = avatar.src.replace(/^.*\/|\.svg$/g, "");
    await writeSvg(
      `avatars/${slug}.svg`,
      portraitCardSvg({
        name: author,
        lettering: letter(personInitials(slug.replace(/-/g, " "))),
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
      }),
    );
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
