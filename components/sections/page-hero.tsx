import type { ReactNode } from "react";

import type { Link } from "@/content/types";
import { ButtonLink, buttonRowClass } from "@/components/ui/button-link";
import { WholeMarker } from "@/components/ui/whole-marker";
import { cn } from "@/lib/cn";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  description?: string;
  /** The hero's buttons: the main one, and an optional second. */
  actions?: { primary: Link; secondary?: Link };
  children?: ReactNode;
  /** The page's own composition, beside the text on wide screens (components/sections/art-kit.tsx). */
  art?: ReactNode;
  /** A shorter band for pages whose content (a form) should start high on the first screen. */
  compact?: boolean;
  /**
   * A wider column for the art from 1280 px than the 27rem it has from 1024 px: `true`, 36rem, for
   * a picture of several screens side by side (the products' apps), which at 27rem stood small in
   * a tall band; `"most"`, seven twelfths of the band, for a picture that is the page's evidence (a
   * case study's screens), the text beside it taking the rest.
   */
  wideArt?: boolean | "most";
  /**
   * The art is drawn from 768 px too, under the text (it is beside it from 1024 px): for the
   * pages whose art is their subject itself (a product's screens, the team), which a tablet would
   * otherwise open on words alone. The art says where it is drawn (BandArt's `from`).
   */
  tabletArt?: boolean;
  /**
   * The band's ground: ink for the pages about how the studio builds (services, technologies,
   * hire, the portfolio and its case studies), paper for everything else: its ready-made products,
   * its people, its writing, its help and its forms (docs/design.md, "Band").
   */
  tone?: BandTone;
}

export type BandTone = "ink" | "paper";

/** The second button's look on a band of the tone. */
export const bandSecondary = (tone: BandTone) => (tone === "ink" ? "light" : "outline");

/** The band's id: one band a page. */
export const BAND_ID = "band";

/** The band that opens every inner page with its promise, beside the page's own picture. */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  children,
  art,
  compact = false,
  wideArt = false,
  tabletArt = false,
  tone = "ink",
}: PageHeroProps) {
  return (
    <section
      id={BAND_ID}
      className={cn(
        "paint-when-whole relative overflow-hidden",
        tone === "ink" ? "on-dark band-ink" : "band-paper",
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 hero-grid" />
      <div
        className={cn(
          "relative container-page",
          compact ? "py-10 lg:py-14" : "py-12 lg:py-16",
          art && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:items-center lg:gap-12",
          art && tabletArt && "md:grid md:gap-10",
          art && wideArt === true && "xl:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]",
          art && wideArt === "most" && "xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]",
        )}
      >
        {/*
          The art comes first in the HTML, placed in the second column: a browser may paint the
          band while its HTML is still arriving (a slow laptop does), and the text, centred beside
          the art, would move down as the art's rows came in after it. Arriving first, the art has
          its full height before the text is laid out beside it (the text's markup is a kilobyte or
          so, the art's several).
        */}
        {art && (
          <div
            data-band-picture=""
            className={cn(tabletArt && "md:row-start-2", "lg:col-start-2 lg:row-start-1")}
          >
            {art}
          </div>
        )}
        <div
          className={cn(
            art && tabletArt && "md:row-start-1",
            art && "lg:col-start-1 lg:row-start-1",
          )}
        >
          {eyebrow && <p className="eyebrow caret-before text-(--band-label)">{eyebrow}</p>}
          <h1
            className={cn(
              "mt-4 max-w-4xl text-4xl font-bold text-(--band-fg) sm:text-5xl",
              !compact && !art && "lg:text-6xl",
              art && "xl:text-6xl",
            )}
          >
            {/* A slash keeps to the word before it: "Senior React / Next.js Developer" broke
                before the slash at 320 px, a line starting with "/". */}
            {title.replaceAll(" /", "\u00a0/")}
          </h1>
          {description && (
            <p className="mt-5 max-w-2xl text-lg text-(--band-muted)">{description}</p>
          )}
          {children}
          {actions && (
            <div className={buttonRowClass}>
              <ButtonLink href={actions.primary.href} variant="accent">
                {actions.primary.label}
              </ButtonLink>
              {actions.secondary && (
                <ButtonLink href={actions.secondary.href} variant={bandSecondary(tone)}>
                  {actions.secondary.label}
                </ButtonLink>
              )}
            </div>
          )}
        </div>
      </div>
      {/* Where the band's HTML ends: until it has arrived, nothing in the band is painted. */}
      <WholeMarker />
    </section>
  );
}
