/**
 * Draws the testimonials' avatars into public/images/avatars/{id}.svg, square, shown small and
 * round beside the quote: the person drawn as their entry's look describes them
 * (./portrait-figure.ts), or else the same kind of card as a team monogram (./portrait-card.ts),
 * the initials of the id's words in the display face. Run by every build
 * (scripts/content/prepare.ts); alone with `npx tsx scripts/pictures/avatars.ts`.
 */
import { readEntries } from "../../content/entries";
import { personInitials } from "../../content/people";
import type { TestimonialEntry } from "../../content/schema/testimonials";
import { AVATAR_SIZE } from "../../content/testimonials";
import { portraitCardSvg } from "./portrait-card";
import { portraitFigureSvg } from "./portrait-figure";
import { displayLettering } from "./portraits";
import { writeSvg } from "./svg";

async function main() {
  const letter = await displayLettering();
  const size = { width: AVATAR_SIZE, height: AVATAR_SIZE };
  for (const { id, author, photo, look } of readEntries<TestimonialEntry>("content/testimonials")) {
    if (photo) continue;
    await writeSvg(
      `avatars/${id}.svg`,
      look
        ? portraitFigureSvg({ name: author, look, ...size })
        : portraitCardSvg({
            name: author,
            lettering: letter(personInitials(id.replace(/-/g, " "))),
            ...size,
          }),
    );
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
