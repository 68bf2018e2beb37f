"use client";

import { ChevronDown } from "lucide-react";
import { IntentLink as Link } from "./intent-link";
import { useEffect, useRef, useState, type FocusEvent } from "react";

import type { NavItem } from "@/content/navigation";
import { cn } from "@/lib/cn";

import { MegaPanel } from "./mega-panel";

interface DesktopNavProps {
  items: NavItem[];
  /** The nav's name, and what follows an item's label in its toggle's name. */
  text: { label: string; submenuSuffix: string };
}

const panelId = (label: string) => `mega-${label.toLowerCase()}`;

/**
 * The WAI-ARIA disclosure navigation pattern over panels that CSS opens by itself
 * (app/globals.css, "Mega-menus"): a panel shows while the pointer is over its item, and, until
 * this script is live, while keyboard focus is in it, so a menu answers from the first paint.
 * Once live, the script takes the keyboard over (a toggle opens its panel, Escape closes it and
 * returns focus, arrow keys walk the links), keeps aria-expanded true to what shows, keeps one
 * panel open at a time, closes on a press outside, and holds a panel shut under the pointer
 * after Escape, its toggle or a link closed it (data-closed), which CSS alone would keep open.
 */
export function DesktopNav({ items, text }: DesktopNavProps) {
  /** The panel its toggle opened: it stays open without the pointer. */
  const [open, setOpen] = useState<string | null>(null);
  /** The item under the pointer: CSS shows its panel. */
  const [hovered, setHovered] = useState<string | null>(null);
  /** The item keyboard focus was in when the page went live: CSS showed its panel till then. */
  const [focused, setFocused] = useState<string | null>(null);
  /** The panel closed while the pointer is still over it, until the pointer leaves. */
  const [closed, setClosed] = useState<string | null>(null);
  /** From here the keyboard opens a panel through its toggle (the CSS focus rule stops). */
  const [live, setLive] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const shows = (label: string) =>
    closed !== label && (open === label || hovered === label || focused === label);
  const current = items.find((item) => item.menu && shows(item.label))?.label ?? null;

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // The pointer may have rested on an item since before the page was live (no pointerenter
    // comes for it), and focus may be in one: CSS shows their panels, which stay shown, and
    // their toggles say so.
    const item = (state: string) =>
      nav.querySelector<HTMLElement>(`:scope > ul > li[data-menu]:${state}`)?.dataset.menu ?? null;
    setHovered(item("hover"));
    setFocused(item("focus-within"));
    setLive(true);

    // Down and Up walk the links of a shown panel; Down on a toggle opens its panel first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const target = event.target as HTMLElement;
      const label = target.closest<HTMLElement>("li[data-menu]")?.dataset.menu;
      if (!label) return;
      const links = [...nav.querySelectorAll<HTMLElement>(`#${panelId(label)} a`)];
      const at = links.indexOf(target);
      if (at === -1) {
        if (event.key !== "ArrowDown" || target !== buttons.current.get(label)) return;
        event.preventDefault();
        setOpen(label);
        setClosed(null);
        // The panel shows once React has rendered it open.
        requestAnimationFrame(() => links[0]?.focus());
        return;
      }
      event.preventDefault();
      const next = event.key === "ArrowDown" ? at + 1 : at - 1;
      links[Math.min(Math.max(next, 0), links.length - 1)]?.focus();
    };
    nav.addEventListener("keydown", onKeyDown);
    return () => nav.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (!current) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      buttons.current.get(current)?.focus();
      setOpen(null);
      setClosed(current);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [current]);

  const onBlur = (label: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen((value) => (value === label ? null : value));
      setFocused((value) => (value === label ? null : value));
    }
  };

  /**
   * A toggle closes the panel it opened; a panel shown by the pointer or by focus stays open when
   * its toggle is pressed, rather than closing. One panel at a time: opening one closes the others.
   */
  const toggle = (label: string) => {
    if (open === label && shows(label)) {
      setOpen(null);
      setClosed(label);
      return;
    }
    setOpen(label);
    setFocused((value) => (value === label ? value : null));
    setClosed(hovered !== label ? hovered : null);
  };

  const close = (label: string) => () => {
    setOpen(null);
    setClosed(label);
  };

  return (
    <nav
      ref={navRef}
      aria-label={text.label}
      data-live={live ? "" : undefined}
      className="mega-nav hidden h-full flex-1 xl:ml-6 xl:block"
    >
      <ul className="flex h-full items-center">
        {items.map((item) => {
          const expanded = shows(item.label);
          return (
            <li
              key={item.label}
              data-menu={item.menu ? item.label : undefined}
              data-open={expanded ? "" : undefined}
              data-closed={closed === item.label ? "" : undefined}
              className="mega-item flex h-full items-center"
              onMouseEnter={() => {
                setHovered(item.menu ? item.label : null);
                setClosed(null);
                setOpen((value) => (value === item.label ? value : null));
              }}
              onMouseLeave={() => {
                setHovered(null);
                setClosed(null);
                setOpen(null);
              }}
              onBlur={onBlur(item.label)}
            >
              <Link
                href={item.href}
                onClick={close(item.label)}
                className={cn(
                  "flex min-h-11 min-w-11 items-center rounded-lg text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-700",
                  // Every label stands 28 px from the one before: 10 px before each label, and 18 px after
                  // a plain label and after a chevron (its button is 44 px: 10 + a 16 px chevron + 18).
                  item.menu ? "pl-2.5" : "pr-[18px] pl-2.5",
                  expanded && "text-brand-700",
                )}
              >
                {item.label}
              </Link>
              {item.menu && (
                <>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) buttons.current.set(item.label, node);
                    }}
                    aria-expanded={expanded}
                    aria-controls={panelId(item.label)}
                    onClick={() => toggle(item.label)}
                    // 44 px wide, its chevron 10 px after the label, closer to its word than the
                    // next label is (28 px), so the pair reads as one item.
                    className="grid size-11 items-center justify-items-start rounded-lg pl-2.5 text-slate-500 hover:text-brand-700"
                  >
                    <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
                    <span className="sr-only">{`${item.label}${text.submenuSuffix}`}</span>
                  </button>
                  <MegaPanel
                    id={panelId(item.label)}
                    menu={item.menu}
                    onNavigate={close(item.label)}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
