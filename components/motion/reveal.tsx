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
    if (element.getBoundingClientRect().top <= window.innerHeight) return;

    Object.assign(element.style, HIDDEN);
    let animation: { stop: () => void } | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const fade = animate(
          element,
          { opacity: [0, 1], transform: [HIDDEN.transform, "translateY(0px)"] },
          { duration: 0.45, delay, ease: "easeOut" },
        );
        animation = fade;
        fade.finished.then(() => Object.assign(element.style, { opacity: "1", transform: "none" }));
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
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
