import { MessageSquareText } from "lucide-react";

import type { Person } from "@/content/team";

import { ButtonLink } from "./button-link";
import { PersonLine } from "./person-line";

interface EndTileProps {
  title: string;
  description: string;
  link: { label: string; href: string };
  /** Who the question goes to, and the line above their name ("Your question goes to"). */
  person?: { person: Person; label: string };
}

/**
 * A list's closing tile (CardGridWithEnd's `end`): where to go when no card fits, asked in the
 * list's own terms. A solid brand-tinted panel, so it reads as an invitation in its own right, not
 * as an empty slot (a dashed outline read as "drop files here") nor as one more card. Its question
 * stands at its top and its button at its foot, so a tile as tall as its row is composed top to
 * bottom: centred, its short text left a 200 px empty band above and below it.
 *
 * With a person, their name and role stand at the tile's foot by a small round picture, beside
 * the button: who the question goes to. Kept small on purpose: drawn as large as the tile (beside
 * its words where it spans columns), a head 400 px tall read as the least professional picture of
 * the site. Without one, a speech mark leads.
 */
export function EndTile({ title, description, link, person }: EndTileProps) {
  return (
    <div className="@container relative flex w-full overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100">
      {/* The blueprint grid of the bands, faint, fading from the tile's far corner: the room a
          tile as tall as its row of cards leaves is drawn paper, not an empty box. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 hidden tile-grid @min-[34rem]:block"
      />
      <div className="relative flex w-full flex-col justify-between gap-6 p-6 sm:p-8 @min-[34rem]:p-10">
        <div className="flex max-w-lg flex-col gap-4 @min-[34rem]:flex-row @min-[34rem]:items-start">
          {!person && (
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
              <MessageSquareText aria-hidden="true" className="size-5" />
            </span>
          )}
          <div>
            <h3 className="text-xl font-bold text-slate-900 @min-[34rem]:text-2xl">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 @min-[34rem]:text-base">
              {description}
            </p>
          </div>
        </div>
        {/* Who answers and the button, at the tile's foot: level with the cards' "Learn more"
            beside it, where the cards of its row end. */}
        <div className="flex flex-col gap-6 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:justify-between">
          {person && <PersonLine person={person.person} label={person.label} withRole />}
          <ButtonLink href={link.href} className="shrink-0 self-start @min-[34rem]:self-center">
            {link.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
