import type { ReactNode } from "react";

import type { IconName } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

/*
  The parts the bands' compositions are built from (components/services/hero-art.tsx and the
  others): device frames, a dark panel, a caption chip. Each composition lays them out in normal
  flow (rows and columns, never negative margins), so no part lands on another at any width; where
  two parts are meant to overlap (a phone in front of a browser), one element places both.

  They draw with the band's variables (--band-fg, --band-line …, app/globals.css), never with a
  fixed white, so each composition reads on the ink band and on the paper one.
*/

/**
 * The band's picture: drawn from 1024 px on, beside the text. Decorative, since every fact in it
 * is also in the page below; its texts are real content all the same.
 */
export function BandArt({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-band-art
      className={cn("relative hidden text-left lg:block", className)}
    >
      {children}
    </div>
  );
}

/** A browser window: a tab with the page's title, then the page. */
export function BrowserFrame({
  tab,
  children,
  className,
}: {
  tab: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-xl bg-white text-slate-600 shadow-2xl ring-1 shadow-(color:--band-shadow) ring-(--band-line)",
        className,
      )}
    >
      <div className="flex items-center gap-3 bg-slate-200 px-3 pt-2">
        <span className="flex shrink-0 gap-1.5">
          <span className="size-2 rounded-full bg-slate-400" />
          <span className="size-2 rounded-full bg-slate-400" />
          <span className="size-2 rounded-full bg-slate-400" />
        </span>
        <span className="min-w-0 truncate rounded-t-md bg-white px-3 py-1.5 text-[11px] font-medium text-slate-700">
          {tab}
        </span>
      </div>
      {children}
    </div>
  );
}

/** A phone: a dark bezel round a white screen with a camera notch. */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "shrink-0 rounded-[2rem] bg-slate-950 p-1.5 shadow-2xl ring-1 shadow-(color:--band-shadow) ring-white/20",
        className,
      )}
    >
      <div className="flex h-full flex-col overflow-hidden rounded-[1.6rem] bg-white text-slate-600">
        <div className="mx-auto mt-1.5 h-3.5 w-14 shrink-0 rounded-full bg-slate-950" />
        {children}
      </div>
    </div>
  );
}

/** A panel on the band (a tint of glass on ink, a white card on paper) with an optional heading row. */
export function Panel({
  title,
  aside,
  children,
  className,
}: {
  title?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-(--band-line) bg-(--band-glass) p-4 shadow-xl shadow-(color:--band-lift)",
        className,
      )}
    >
      {title && (
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <p className="font-display text-base font-semibold text-(--band-fg)">{title}</p>
          {aside && <p className="shrink-0 text-xs text-(--band-muted)">{aside}</p>}
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * A row of a list in a composition (a job board, a project list): its title and a line under it
 * at the left, a chip or a figure at the right. "card" is a white card, "glass" a tint of its panel.
 */
export function ArtRow({
  title,
  detail,
  lead,
  aside,
  tone = "card",
}: {
  title: string;
  detail?: string;
  /** An icon tile before the words. */
  lead?: ReactNode;
  aside?: ReactNode;
  tone?: "card" | "glass";
}) {
  return (
    <li
      className={cn(
        "flex items-center justify-between gap-3 rounded-xl px-3",
        tone === "card"
          ? "bg-(--band-row) py-2.5 text-slate-600 shadow-lg shadow-(color:--band-shadow)"
          : "bg-(--band-glass) py-2 text-(--band-muted)",
      )}
    >
      {lead}
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            "block text-sm leading-snug font-semibold",
            tone === "card" ? "text-slate-900" : "text-(--band-fg)",
          )}
        >
          {title}
        </span>
        {detail && <span className="block text-xs">{detail}</span>}
      </span>
      {aside}
    </li>
  );
}

/**
 * The head of a drawn card (a job ad, an audit report): a square tile, then a small line and the
 * card's title beside it.
 */
export function TileTitle({
  tile,
  eyebrow,
  title,
  detail,
}: {
  tile: ReactNode;
  eyebrow?: string;
  title: string;
  detail?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink font-display text-lg font-bold text-accent">
        {tile}
      </span>
      <div className="min-w-0">
        {eyebrow && (
          <p className="text-[10px] font-semibold tracking-wide text-slate-500 uppercase">
            {eyebrow}
          </p>
        )}
        <p className="font-display text-base leading-snug font-semibold text-slate-900">{title}</p>
        {detail && <p className="text-xs">{detail}</p>}
      </div>
    </div>
  );
}

/** One line of proof under a composition: a label, then the fact. */
export function Caption({
  label,
  children,
  icon = "trending-up",
}: {
  label: string;
  children: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="mt-4 flex items-start gap-3 rounded-xl bg-white px-4 py-3 text-slate-900 shadow-xl ring-1 shadow-(color:--band-shadow) ring-(--band-line)">
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-emerald-100 text-emerald-800">
        <Icon name={icon} className="size-4" />
      </span>
      <p className="min-w-0 text-sm leading-snug">
        <span className="block text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
          {label}
        </span>
        <span className="font-semibold">{children}</span>
      </p>
    </div>
  );
}

/** A small rounded label: a skill, a stack entry, a status. */
export function Chip({
  children,
  tone = "dark",
}: {
  children: ReactNode;
  tone?: "dark" | "light" | "brand";
}) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-[11px] leading-4 font-medium whitespace-nowrap",
        tone === "dark" && "bg-(--band-glass) text-(--band-soft) ring-1 ring-(--band-line)",
        tone === "light" && "bg-slate-100 text-slate-700",
        tone === "brand" && "bg-brand-50 text-brand-800",
      )}
    >
      {children}
    </span>
  );
}
