"use client";

import { m, useInView, useReducedMotion } from "framer-motion";
import { useEffect, useRef, useState, type ReactNode } from "react";

interface RevealProps {
  children: ReactNode;
  className?: string;
  delay?: number;
}

/**
 * Fades and lifts its content in as it scrolls into view. The prerendered HTML is fully visible:
 * only content still below the fold after hydration is hidden, and only until it enters.
 */
export function Reveal({ children, className, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const inView = useInView(ref, { once: true, margin: "0px 0px -8% 0px" });
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const top = ref.current?.getBoundingClientRect().top ?? 0;
    if (!reduceMotion && top > window.innerHeight) setWaiting(true);
  }, [reduceMotion]);

  const hidden = waiting && !inView;
  return (
    <m.div
      ref={ref}
      className={className}
      initial={false}
      animate={hidden ? { opacity: 0, y: 14 } : { opacity: 1, y: 0 }}
      transition={{ duration: hidden ? 0 : 0.45, delay: hidden ? 0 : delay, ease: "easeOut" }}
    >
      {children}
    </m.div>
  );
}
