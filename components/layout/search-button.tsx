"use client";

import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";

import { SEARCH_PATH } from "@/lib/search-query";

/** The search window's code: fetched when the visitor shows intent, so no page carries it. */
const loadDialog = () => import("@/components/search/search-dialog");
const SearchDialog = lazy(loadDialog);

/**
 * The header's search control: a link to /search, which is where it leads until the page is live
 * (and for a click that opens a new tab); once live, it opens the search window instead, as
 * Ctrl+K or ⌘K does anywhere on the page. Closing the window puts focus back where it was.
 */
export function SearchButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = () => {
    if (!open) returnTo.current = document.activeElement as HTMLElement | null;
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      returnTo.current ??= document.activeElement as HTMLElement | null;
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    show();
  };

  const onClose = () => {
    setOpen(false);
    const target = returnTo.current?.isConnected ? returnTo.current : linkRef.current;
    returnTo.current = null;
    target?.focus();
  };

  return (
    <>
      <a
        ref={linkRef}
        href={SEARCH_PATH}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onClick}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-900 hover:bg-slate-100"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
