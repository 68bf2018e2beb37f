import { MoreCue } from "@/components/ui/more-cue";

import type { MegaMenu, MenuFeature, MenuGroup, MenuLink } from "@/content/navigation";
import { TechnologyIcon } from "@/components/technologies/technology-icon";
import { cn } from "@/lib/cn";

import { IntentLink as Link } from "./intent-link";

/** Link columns inside a group that spreads over several (products, hire). */
const linkColumns: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
};

interface MegaPanelProps {
  id: string;
  menu: MegaMenu;
  onNavigate: () => void;
}

/**
 * A panel as wide as the header's content, whatever its menu: the groups share the width left of
 * the side card (each a column of links with a line under each), and a bar at the bottom holds
 * the link to the whole section. Panels as wide as their links came in five widths, one per menu.
 */
export function MegaPanel({ id, menu, onNavigate }: MegaPanelProps) {
  const wide = menu.layout === "wide";
  return (
    // Shown by CSS (app/globals.css, "Mega-menus"), so its links are in every page's HTML: a
    // panel opens on hover or focus from the first paint, scripts or not.
    <div id={id} className="mega-panel absolute inset-x-0 top-full">
      <div className="container-page pt-2">
        <div
          className={cn(
            "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10",
            wide && "max-h-[550px] overflow-y-auto",
          )}
        >
          <div className={cn("gap-x-4 gap-y-6 p-4", wide ? "grid grid-cols-6" : "flex")}>
            {menu.groups.map((group) => (
              <div key={group.title} className={wide ? undefined : "min-w-0 flex-1"}>
                <p className="px-3 pt-2 caps-label">{group.title}</p>
                <ul className={cn("mt-2 grid gap-x-2", !wide && linkColumns[menu.columns ?? 1])}>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <PanelLink link={link} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {menu.feature && <Feature feature={menu.feature} wide={wide} onNavigate={onNavigate} />}
          </div>
          <div className="flex items-center justify-between gap-6 border-t border-slate-100 bg-slate-50 px-7 py-3 text-sm">
            <MoreLink link={menu.all} onNavigate={onNavigate} className="min-h-8" />
            {menu.also && <FootLinks group={menu.also} onNavigate={onNavigate} />}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The foot's row of more links: their group's name, then each link, on one line. */
function FootLinks({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      <p className="shrink-0 caps-label">{group.title}</p>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {group.links.map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              onClick={onNavigate}
              className="inline-flex min-h-8 items-center font-medium whitespace-nowrap text-slate-700 hover:text-brand-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PanelLink({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      className="group/link flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      {link.logo && <TechnologyIcon id={link.logo} size={20} className="size-5 shrink-0" />}
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-800 group-hover/link:text-brand-700">
          {link.label}
        </span>
        {link.description && (
          <span className="mt-0.5 block text-[13px] leading-snug text-slate-500">
            {link.description}
          </span>
        )}
      </span>
    </Link>
  );
}

/**
 * The panel's side card. With a picture (company's featured project) it is wider, the picture
 * beside the words: stacked in a 288 px column it stood twice as tall as the links, which left the
 * panel's middle empty.
 */
function Feature({
  feature,
  wide,
  onNavigate,
}: {
  feature: MenuFeature;
  wide: boolean;
  onNavigate: () => void;
}) {
  const pictured = Boolean(feature.image) && !wide;
  return (
    <div
      className={cn(
        // As tall as its words, its link under them: stretched to the links' height, it left a
        // tall empty middle between its text and its link.
        "flex self-start rounded-xl bg-gradient-to-br from-brand-50 to-violet-50 p-4",
        pictured ? "w-[32rem] shrink-0 flex-row gap-5" : "flex-col",
        !wide && !pictured && "w-72 shrink-0",
      )}
    >
      {feature.image && (
        // eslint-disable-next-line @next/next/no-img-element -- a static export serves files as they are
        <img
          src={feature.image.src}
          alt=""
          width={feature.image.width}
          height={feature.image.height}
          loading="lazy"
          decoding="async"
          className={cn(
            "aspect-[4/3] rounded-lg border border-white/60 object-cover shadow-sm",
            pictured ? "w-[55%] shrink-0 self-start" : "mb-4 w-full",
          )}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {feature.eyebrow}
        </p>
        <p className="mt-1.5 text-base leading-snug font-bold text-slate-900">{feature.title}</p>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{feature.text}</p>
        <MoreLink link={feature.link} onNavigate={onNavigate} className="mt-3 text-sm" />
      </div>
    </div>
  );
}

/** A panel's "see all" line: words and an arrow that steps forward under the pointer. */
function MoreLink({
  link,
  onNavigate,
  className,
}: {
  link: MenuLink;
  onNavigate: () => void;
  className: string;
}) {
  return (
    <Link href={link.href} onClick={onNavigate} className={cn("group inline-flex", className)}>
      <MoreCue className="group-hover:text-brand-800">{link.label}</MoreCue>
    </Link>
  );
}
