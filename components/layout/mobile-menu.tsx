"use client";

import { ChevronDown, Menu, X } from "lucide-react";
import { IntentLink as Link } from "./intent-link";
import { useEffect, useRef, useState, type ReactNode } from "react";

import type { NavItem } from "@/content/navigation";
import type { Link as LinkData } from "@/content/types";
import { cn } from "@/lib/cn";

interface MobileMenuProps {
  items: NavItem[];
  quote: LinkData;
  /** The nav's name, the button's two names, and what follows an item's label in its toggle. */
  text: { label: string; submenuSuffix: string; open: string; close: string };
  /**
   * The panel's foot, under the items, at the window's foot (the ways to reach the team): drawn
   * on the server, so its icons add nothing to the page's JavaScript.
   */
  foot: ReactNode;
}

/**
 * The menu button opens its panel by itself, a popover (popovertarget), so a tap answers from the
 * first paint, scripts or not; the browser closes it on a tap outside or Escape and returns focus.
 * CSS (app/globals.css, "Mobile menu") swaps the button's icon and name, dims the page under the
 * open panel and keeps that page still. The script opens one group at a time and closes the panel
 * when a link in it is followed (the header stays on screen across pages).
 */
export function MobileMenu({ items, quote, text, foot }: MobileMenuProps) {
  const [section, setSection] = useState<string | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const close = () => {
    panelRef.current?.hidePopover?.();
    setSection(null);
  };
  // Following a link closes the panel: the header, and this menu, stay on screen across pages.
  const menuLink = (link: LinkData, className: string) => (
    <Link href={link.href} onClick={close} className={className}>
      {link.label}
    </Link>
  );

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // However the panel closed (a tap outside, Escape, the button), it opens again folded.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "closed") setSection(null);
    };
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  return (
    <div className="mobile-menu xl:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="grid size-11 place-items-center rounded-xl text-slate-900 hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="menu-when-closed size-6" />
        <X aria-hidden="true" className="menu-when-open size-6" />
        <span className="menu-when-closed sr-only">{text.open}</span>
        <span className="menu-when-open sr-only">{text.close}</span>
      </button>
      {/* The page under the open menu is dimmed; a tap there closes the menu. */}
      <div
        aria-hidden="true"
        className="menu-when-open absolute inset-x-0 top-full h-[calc(100dvh-4.5rem)] bg-slate-950/60"
      />
      {/* Down to the window's foot: a full-width sheet on phones, from 640px a drawer at the right
          under its button. As tall as its items, it floated over the dimmed page and read as
          unfinished. A column once open, its foot at the bottom (not on the closed popover, which
          a display of its own would show). */}
      <nav
        ref={panelRef}
        id="mobile-menu"
        popover="auto"
        aria-label={text.label}
        className="fixed inset-x-0 top-18 bottom-auto m-0 h-[calc(100dvh-4.5rem)] max-h-none w-auto flex-col overflow-y-auto overscroll-contain border-0 bg-white p-0 text-slate-600 shadow-xl open:flex sm:left-auto sm:w-[26rem] sm:border-l sm:border-slate-200"
      >
        <ul className="divide-y divide-slate-100 px-4 py-2 sm:px-6">
          {items.map((item) => {
            const expanded = section === item.label;
            const id = `mobile-${item.label.toLowerCase()}`;
            return (
              <li key={item.label}>
                <div className="flex items-center justify-between">
                  {menuLink(item, "flex min-h-12 flex-1 items-center font-semibold text-slate-900")}
                  {item.menu && (
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={id}
                      onClick={() => setSection(expanded ? null : item.label)}
                      className="grid size-11 place-items-center rounded-lg text-slate-600"
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={cn("size-5 transition-transform", expanded && "rotate-180")}
                      />
                      <span className="sr-only">{`${item.label}${text.submenuSuffix}`}</span>
                    </button>
                  )}
                </div>
                {item.menu && (
                  <div
                    id={id}
                    hidden={!expanded}
                    className="mb-3 ml-1 border-l-2 border-brand-100 pl-4"
                  >
                    {[...item.menu.groups, ...(item.menu.also ? [item.menu.also] : [])].map(
                      (group) => (
                        <div key={group.title} className="mt-3 first:mt-1">
                          <p className="caps-label">{group.title}</p>
                          <ul className="mt-1">
                            {group.links.map((link) => (
                              <li key={link.label}>
                                {menuLink(
                                  link,
                                  "flex min-h-11 items-center text-sm text-slate-700",
                                )}
                              </li>
                            ))}
                          </ul>
                        </div>
                      ),
                    )}
                    {item.menu.note && (
                      <p className="mt-2 text-sm font-semibold text-brand-700">{item.menu.note}</p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
          {/* From 640px the header shows GET A QUOTE beside the menu button. */}
          <li className="py-4 sm:hidden">
            {menuLink(
              quote,
              "flex min-h-12 items-center justify-center rounded-full bg-accent font-semibold text-slate-950",
            )}
          </li>
        </ul>
        {foot}
      </nav>
    </div>
  );
}
