import type { IconName } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

export interface HeroTile {
  label: string;
  /** One of the site's icons, drawn in white on the band... */
  icon?: IconName;
  /** ...or a logo from public/ (technology logos), drawn on a white tile. */
  logo?: string;
  /** Marks a tile with the amber accent dot (a NEW or HOT product, the current step). */
  accent?: boolean;
}

export interface HeroArtCard {
  icon?: IconName;
  logo?: string;
  title: string;
  subtitle?: string;
  rows: { label: string; value?: string }[];
}

interface HeroArtProps {
  /** Tiles behind the card, in rows of three (six at most). */
  tiles: HeroTile[];
  card: HeroArtCard;
}

function Mark({ icon, logo, className }: { icon?: IconName; logo?: string; className: string }) {
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG in public/
    return <img src={logo} alt="" width={32} height={32} className={className} />;
  }
  return icon ? <Icon name={icon} className={className} /> : null;
}

/**
 * The right-hand composition of an inner page's band on wide screens: a mosaic of what the page
 * is about (its services, products, logos or steps) under one white card with the page's proof.
 * Drawn from the page's own content in HTML and inline SVG icons, so it costs no image request
 * beyond small logos; decorative, since every fact in it is also in the page below.
 */
export function HeroArt({ tiles, card }: HeroArtProps) {
  // Whole rows only: six tiles, or three, or what there is.
  const shown = tiles.slice(0, tiles.length >= 6 ? 6 : tiles.length >= 3 ? 3 : tiles.length);
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <ul className="grid grid-cols-3 gap-3">
        {shown.map((tile) => (
          <li
            key={tile.label}
            className={cn(
              "relative flex h-24 flex-col items-center justify-center gap-2 rounded-2xl px-3 text-center text-xs leading-tight font-semibold",
              tile.logo
                ? "bg-white text-slate-700 shadow-lg shadow-brand-900/30"
                : "border border-white/15 bg-white/10 text-white",
            )}
          >
            <Mark icon={tile.icon} logo={tile.logo} className="size-7" />
            <span className="line-clamp-2">{tile.label}</span>
            {tile.accent && (
              <span className="absolute top-3 right-3 size-2.5 rounded-full bg-accent ring-4 ring-accent/25" />
            )}
          </li>
        ))}
      </ul>
      <div className="relative mx-8 -mt-3 rounded-2xl bg-white p-5 text-slate-600 shadow-2xl shadow-brand-900/50">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Mark icon={card.icon} logo={card.logo} className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="line-clamp-2 leading-snug font-bold text-slate-900">{card.title}</p>
            {card.subtitle && <p className="truncate text-xs">{card.subtitle}</p>}
          </div>
        </div>
        <ul className="mt-4 space-y-1.5 text-sm">
          {card.rows.slice(0, 4).map((row) => (
            <li
              key={row.label}
              className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5"
            >
              <span className="leading-snug">{row.label}</span>
              {row.value && (
                <span className="shrink-0 font-bold text-slate-900 tabular-nums">{row.value}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
