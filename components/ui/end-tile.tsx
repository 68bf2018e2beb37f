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
 * as an empty slot (a dashed outline read as "drop files here") nor as one more card. Its words
 * stand over its button in one column, beside it where the tile spans several.
 *
 * With a person, their name and role stand under the question by a small round picture: who
 * the question goes to. Kept small on purpose: drawn as large as the tile (beside its words where
 * it spans columns), a head 400 px tall read as the least professional picture of the site.
 * Without one, a speech mark leads.
 */
export function EndTile({ title, description, link, person }: EndTileProps) {
  return (
    <div className="@container flex w-full rounded-2xl bg-brand-50 ring-1 ring-brand-100">
      <div className="flex w-full flex-col justify-center gap-6 p-6 sm:p-8 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:justify-between">
        <div className="flex max-w-lg flex-col gap-4 @min-[34rem]:flex-row @min-[34rem]:items-start">
          {!person && (
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
              <MessageSquareText aria-hidden="true" className="size-5" />
            </span>
          )}
          <div>
            <h3 className="text-xl font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{description}</p>
            {person && (
              <PersonLine person={person.person} label={person.label} withRole className="mt-4" />
            )}
          </div>
        </div>
        <ButtonLink href={link.href} className="shrink-0 self-start @min-[34rem]:self-center">
          {link.label}
        </ButtonLink>
      </div>
    </div>
  );
}
