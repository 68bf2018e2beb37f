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

/** The WAI-ARIA disclosure navigation pattern, with hover opening the same panels. */
export function DesktopNav({ items, text }: DesktopNavProps) {
  const [open, setOpen] = useState<string | null>(null);
  /** A panel the pointer opened stays open when its toggle is then clicked, rather than closing. */
  const openedByHover = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      buttons.current.get(open)?.focus();
      setOpen(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const onBlur = (label: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen((current) => (current === label ? null : current));
    }
  };

  return (
    <nav ref={navRef} aria-label={text.label} className="hidden h-full flex-1 xl:ml-4 xl:block">
      <ul className="flex h-full items-center">
        {items.map((item) => {
          const expanded = open === item.label;
          return (
            <li
              key={item.label}
              className="flex h-full items-center"
              onMouseEnter={() => {
                openedByHover.current = item.menu ? item.label : null;
                setOpen(openedByHover.current);
              }}
              onMouseLeave={() => setOpen(null)}
              onBlur={onBlur(item.label)}
            >
              <Link
                href={item.href}
                onClick={() => setOpen(null)}
                className={cn(
                  "flex min-h-11 min-w-11 items-center rounded-lg text-sm font-semibold tracking-wide whitespace-nowrap text-slate-700 hover:text-brand-700",
                  item.menu ? "pl-2.5" : "px-2.5",
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
                    onClick={() => {
                      const keepOpen = openedByHover.current === item.label;
                      openedByHover.current = null;
                      setOpen(expanded && !keepOpen ? null : item.label);
                    }}
                    className="grid size-11 place-items-center rounded-lg text-slate-500 hover:text-brand-700"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={cn("size-4 transition-transform", expanded && "rotate-180")}
                    />
                    <span className="sr-only">{`${item.label}${text.submenuSuffix}`}</span>
                  </button>
                  <MegaPanel
                    id={panelId(item.label)}
                    menu={item.menu}
                    open={expanded}
                    onNavigate={() => setOpen(null)}
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
