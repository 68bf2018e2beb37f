import { ButtonLink } from "./button-link";

interface EndTileProps {
  title: string;
  description: string;
  link: { label: string; href: string };
}

/**
 * A list's closing tile (CardGridWithEnd's `end`): where to go when no card fits. It is drawn as an
 * open slot (a dashed outline on the section's own ground, no card face), so it reads as the
 * list's end, not one more card, and a page with several lists does not carry several dark
 * blocks. Its words stand over its button in one column, beside it where the tile spans several.
 */
export function EndTile({ title, description, link }: EndTileProps) {
  return (
    <div className="@container flex w-full rounded-2xl border-2 border-dashed border-slate-300 p-6 text-slate-600 sm:p-8">
      <div className="flex w-full flex-col justify-center gap-6 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:justify-between">
        <div className="max-w-md">
          <h3 className="text-xl font-bold text-slate-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed">{description}</p>
        </div>
        <ButtonLink
          href={link.href}
          variant="outline"
          className="shrink-0 self-start @min-[34rem]:self-center"
        >
          {link.label}
        </ButtonLink>
      </div>
    </div>
  );
}
