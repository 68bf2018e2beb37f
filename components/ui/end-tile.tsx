import { MessageSquareText } from "lucide-react";

import { ButtonLink } from "./button-link";

interface EndTileProps {
  title: string;
  description: string;
  link: { label: string; href: string };
}

/**
 * A list's closing tile (CardGridWithEnd's `end`): where to go when no card fits, asked in the
 * list's own terms. A solid brand-tinted panel with a speech mark and a filled button, so it reads
 * as an invitation in its own right, not as an empty slot (a dashed outline read as "drop files
 * here") nor as one more card. Its words stand over its button in one column, beside it where the
 * tile spans several.
 */
export function EndTile({ title, description, link }: EndTileProps) {
  return (
    <div className="@container flex w-full rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
      <div className="flex w-full flex-col justify-center gap-6 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:justify-between">
        <div className="flex max-w-lg flex-col gap-4 @min-[34rem]:flex-row @min-[34rem]:items-start">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <MessageSquareText aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-xl font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{description}</p>
          </div>
        </div>
        <ButtonLink href={link.href} className="shrink-0 self-start @min-[34rem]:self-center">
          {link.label}
        </ButtonLink>
      </div>
    </div>
  );
}
