"use client";

import { ChevronDown, Menu, X } from "lucide-react";
import { IntentLink as Link } from "./intent-link";
import { useEffect, useRef, useState } from "react";

import type { NavItem } from "@/content/navigation";
import type { Link as LinkData } from "@/content/types";
import { cn } from "@/lib/cn";

interface MobileMenuProps {
  items: NavItem[];
  quote: LinkData;
  /** The nav's name, the button's two names, and what follows an item's label in its toggle. */
  text: { label: string; submenuSuffix: string; open: string; close: string };
}

export function MobileMenu({ items, quote, text }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const close = () => {
    setOpen(false);
    setSection(null);
  };

  useEffect(() => {
    if (!open) return;
    // The page under the open menu stays still; a tap on the dimmed page or Escape closes the menu.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
      setSection(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      setSection(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => (open ? close() : setOpen(true))}
        className="grid size-11 place-items-center rounded-xl text-slate-900 hover:bg-slate-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? text.close : text.open}</span>
      </button>
      {/* The page under the open menu is dimmed; a tap there closes the menu. */}
      <div
        aria-hidden="true"
        hidden={!open}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4.5rem)] bg-slate-950/40"
      />
      <nav
        ref={panelRef}
        id="mobile-menu"
        aria-label={text.label}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-b border-slate-200 bg-white shadow-xl sm:left-auto sm:w-[26rem] sm:rounded-bl-2xl sm:border-l"
      >
        {/* The links exist only while the menu is open (no page carries them hidden). */}
        {open && (
          <>
            {/* A full-width sheet on phones; from 640px a panel at the right, under its button. */}
            <ul className="divide-y divide-slate-100 px-4 py-2 sm:px-6">
              {items.map((item) => {
                const expanded = section === item.label;
                const id = `mobile-${item.label.toLowerCase()}`;
                return (
                  <li key={item.label}>
                    <div className="flex items-center justify-between">
                      <Link
                        href={item.href}
                        onClick={close}
                        className="flex min-h-12 flex-1 items-center font-semibold text-slate-900"
                      >
                        {item.label}
                      </Link>
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
                        {item.menu.groups.map((group) => (
                          <div key={group.title} className="mt-3 first:mt-1">
                            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                              {group.title}
                            </p>
                            <ul className="mt-1">
                              {group.links.map((link) => (
                                <li key={link.label}>
                                  <Link
                                    href={link.href}
                                    onClick={close}
                                    className="flex min-h-11 items-center text-sm text-slate-700"
                                  >
                                    {link.label}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </div>
                        ))}
                        {item.menu.note && (
                          <p className="mt-2 text-sm font-semibold text-brand-700">
                            {item.menu.note}
                          </p>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
              {/* From 640px the header shows GET A QUOTE beside the menu button. */}
              <li className="py-4 sm:hidden">
                <Link
                  href={quote.href}
                  onClick={close}
                  className="flex min-h-12 items-center justify-center rounded-full bg-accent font-semibold text-slate-950"
                >
                  {quote.label}
                </Link>
              </li>
            </ul>
          </>
        )}
      </nav>
    </div>
  );
}
