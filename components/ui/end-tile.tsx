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
 * as an empty slot (a dashed outline read as "drop files here") nor as one more card. It reads top
 * down as a card's words do: the question, its line, the button right under them, then who
 * answers. The room a tile as tall as its row leaves falls below them, drawn as the bands'
 * blueprint grid rising from the far corner, not as a box's empty middle: with the question at
 * the top and the button at the foot, the reviews saw a gap between them; centred, a 200 px empty
 * band above and below.
 *
 * With a person, their name and role stand under the button by a small round picture: who the
 * question goes to. Kept small on purpose: drawn as large as the tile (beside its words where it
 * spans columns), a head 400 px tall read as the least professional picture of the site. Without
 * one, a speech mark leads.
 *
 * A tile wide enough for two columns (one spanning the rest of a row) sets its question and line
 * on the left and the button, with who answers, on the right, past a rule, the two centred in the
 * tile's height: read top down at a narrow tile's measure, its words left the right half of a
 * three-column tile empty.
 */
export function EndTile({ title, description, link, person }: EndTileProps) {
  return (
    <div className="@container relative flex w-full overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 tile-grid" />
      <div className="relative flex w-full flex-col items-start gap-4 p-6 sm:p-8 @min-[34rem]:flex-row @min-[34rem]:p-10 @min-[44rem]:items-center">
        {!person && (
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <MessageSquareText aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="grid max-w-lg gap-6 @min-[44rem]:max-w-none @min-[44rem]:flex-1 @min-[44rem]:grid-cols-[minmax(0,1fr)_auto] @min-[44rem]:items-center @min-[44rem]:gap-10">
          <div className="@min-[44rem]:max-w-xl">
            <h3 className="text-xl font-bold text-slate-900 @min-[34rem]:text-2xl @min-[44rem]:text-3xl">
              {title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700 @min-[34rem]:text-base @min-[44rem]:text-lg">
              {description}
            </p>
          </div>
          <div className="flex flex-col items-start gap-6 @min-[44rem]:border-l @min-[44rem]:border-brand-200 @min-[44rem]:py-2 @min-[44rem]:pl-10">
            <ButtonLink href={link.href}>{link.label}</ButtonLink>
            {person && <PersonLine person={person.person} label={person.label} withRole />}
          </div>
        </div>
      </div>
    </div>
  );
}
