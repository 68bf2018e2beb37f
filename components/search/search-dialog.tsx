"use client";

import { Search, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import { siteSearchText as text } from "@/content/widgets";
import type { SearchResult } from "@/lib/search";
import { MAX_QUERY_LENGTH, searchHref } from "@/lib/search-query";
import { cn } from "@/lib/cn";
import { drawWholePage } from "@/lib/whole-page";

import { useSearch } from "./use-search";
import { ArrowLink } from "@/components/ui/arrow-link";

/** The results the window lists; "See all" leads to the rest on /search. */
const SHOWN = 8;
const LIST_ID = "search-dialog-results";
const optionId = (index: number) => `search-dialog-option-${index}`;

/**
 * The header's search window, loaded only when opened (components/layout/search-button.tsx).
 * A modal <dialog>: the page behind it is inert, so focus stays inside; Escape, the close button
 * or a click beside it closes it, and the opener puts focus back where it was. The box is a
 * combobox over a listbox of results (the WAI-ARIA pattern): ↑ and ↓ move through them, Enter
 * opens the one marked, and the count is announced as it changes.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const router = useRouter();
  const state = useSearch(query, true);
  const found = state.query && state.results ? state.results : [];
  const shown = found.slice(0, SHOWN);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => dialogRef.current?.close();
  const open = (result: SearchResult) => {
    // No link is clicked here, so the page is drawn whole for the router by hand.
    drawWholePage();
    router.push(result.href);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = shown[Math.min(active, last)];
      if (chosen) open(chosen);
    } else if (event.key === "Escape") {
      // Closed here rather than by the dialog's own cancel, which some browsers skip while a text
      // box has just handled the key.
      event.preventDefault();
      close();
    }
  };

  // The page behind is inert, but Tab from the last control would leave for the browser's own
  // bar: it goes round to the first instead, and Shift+Tab the other way.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const controls = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("input, button, a[href]"),
    ];
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const status = state.failed
    ? text.failed
    : state.query && state.results
      ? found.length === 0
        ? text.none(state.query)
        : text.some(found.length, state.query)
      : "";
  const marked = shown.length > 0 ? Math.min(active, shown.length - 1) : -1;

  return (
    // A click on the dim backdrop lands on the dialog itself: it closes the window (keyboard users
    // have Escape and the close button); its keys keep focus inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={text.label}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="mx-auto mt-[8vh] max-h-[84dvh] w-[min(40rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="flex max-h-[84dvh] flex-col">
        <div className="flex items-center gap-3 border-b border-slate-200 pr-2 pl-5">
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <input
            type="text"
            role="combobox"
            aria-label={text.label}
            aria-expanded={shown.length > 0}
            aria-controls={shown.length > 0 ? LIST_ID : undefined}
            aria-autocomplete="list"
            aria-activedescendant={marked >= 0 ? optionId(marked) : undefined}
            autoComplete="off"
            spellCheck={false}
            // The window opens for typing: its box takes the focus at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={text.placeholder}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="min-h-14 min-w-0 flex-1 bg-transparent text-lg placeholder:text-slate-500 focus:outline-none"
          />
          <button
            type="button"
            onClick={close}
            className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{text.close}</span>
          </button>
        </div>
        {/* Focusable, so that a keyboard can scroll a long list of results (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div tabIndex={0} className="min-h-0 overflow-y-auto overscroll-contain">
          {shown.length > 0 && (
            <ul id={LIST_ID} role="listbox" aria-label={text.resultsLabel} className="p-2">
              {shown.map((result, index) => (
                // The combobox's keys choose an option; a pointer clicks it.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={result.href}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === marked}
                  onClick={() => open(result)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    "cursor-pointer rounded-xl px-4 py-2.5",
                    index === marked && "bg-brand-50 ring-1 ring-brand-200",
                  )}
                >
                  <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {result.kind}
                  </span>
                  <span className="block font-semibold">{result.title}</span>
                  {/* A page found by its other words shows the one that matched instead. */}
                  <span className="line-clamp-1 text-sm text-slate-600">
                    {result.match ?? result.description}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-200 px-5 py-2 text-sm text-slate-600">
          <p role="status">{status}</p>
          {found.length > SHOWN ? (
            <ArrowLink href={searchHref(state.query)} onClick={close} arrow={false}>
              {text.all(found.length)}
            </ArrowLink>
          ) : (
            <p aria-hidden="true" className="hidden min-h-11 items-center text-xs sm:flex">
              {text.keys}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
