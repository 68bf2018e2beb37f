"use client";

import { animate } from "framer-motion/dom/mini";
import { useEffect, useRef, type ReactNode } from "react";

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Seconds to wait once in view, to stagger neighbours. */
  delay?: number;
}

const HIDDEN = { opacity: "0", transform: "translateY(14px)" };
const SHOWN = { opacity: "1", transform: "none" };

/** What each watched element does next: decide whether to hide (first report), or fade in. */
const watched = new Map<Element, { hidden: boolean; enter: () => void }>();
let observer: IntersectionObserver | undefined;

/**
 * One observer for every Reveal on the page. Its reports carry each element's position, so
 * deciding what to hide reads no layout: a per-element getBoundingClientRect() after the previous
 * element's style write would force one layout per Reveal while the page hydrates.
 */
function watch(element: Element, enter: () => void) {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Read before any write below.
      const viewportBottom = window.innerHeight;
      for (const entry of entries) {
        const state = watched.get(entry.target);
        if (!state) continue;
        if (!state.hidden) {
          // First report: what is on screen already, or was scrolled past, stays as it is. What
          // sits in a band the load has not drawn (app/globals.css) has no place yet to compare:
          // such a band is out of sight, so its content waits like anything below the fold.
          const undrawn = entry.target.checkVisibility?.({ contentVisibilityAuto: true }) === false;
          if (!undrawn && (entry.isIntersecting || entry.boundingClientRect.top < viewportBottom)) {
            unwatch(entry.target);
            continue;
          }
          state.hidden = true;
          Object.assign((entry.target as HTMLElement).style, HIDDEN);
        } else if (entry.isIntersecting) {
          unwatch(entry.target);
          state.enter();
        }
      }
    },
    // The fade starts once the element is a little way into view, not at the very edge.
    { rootMargin: "0px 0px -8% 0px" },
  );
  watched.set(element, { hidden: false, enter });
  observer.observe(element);
}

function unwatch(element: Element) {
  watched.delete(element);
  observer?.unobserve(element);
}

/**
 * Fades and lifts its content in as it scrolls into view. The prerendered HTML is fully visible:
 * only content still below the fold once the page is live is hidden, and only until it enters.
 * With reduced motion asked for, nothing moves. framer-motion's smallest animator (the browser's
 * own Web Animations, about 3 kB) runs the fade, so the effect costs the page next to nothing.
 */
export function Reveal({ children, className, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let animation: { stop: () => void } | undefined;
    watch(element, () => {
      const fade = animate(
        element,
        { opacity: [0, 1], transform: [HIDDEN.transform, "translateY(0px)"] },
        { duration: 0.45, delay, ease: "easeOut" },
      );
      animation = fade;
      fade.finished.then(() => Object.assign(element.style, SHOWN));
    });
    return () => {
      unwatch(element);
      animation?.stop();
      Object.assign(element.style, { opacity: "", transform: "" });
    };
  }, [delay]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
