"use client";

import { useEffect, useState } from "react";

import { firstFrame, nextFrame } from "@/lib/typewriter";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

interface TypedHeadlineProps {
  words: readonly string[];
  suffix: string;
}

/**
 * The hero's h1. The prerendered HTML reads the whole first word, so crawlers and readers
 * without JavaScript see a complete headline; typing starts after hydration unless the visitor
 * prefers reduced motion.
 */
export function TypedHeadline({ words, suffix }: TypedHeadlineProps) {
  const [frame, setFrame] = useState(() => firstFrame(words));
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reduceMotion) return;
    const { frame: next, delay } = nextFrame(words, frame);
    const timer = setTimeout(() => setFrame(next), delay);
    return () => clearTimeout(timer);
  }, [frame, words, reduceMotion]);

  return (
    <h1 className="text-4xl leading-[1.1] font-extrabold sm:text-6xl xl:text-7xl">
      <span className="sr-only">{`${words[0]} ${suffix}`}</span>
      <span aria-hidden="true" className="block min-h-[1.1em]">
        <span className="pr-1 text-brand-700">{frame.text}</span>
        {/* A box of its own that only fades in and out: the compositor blinks it, so the main
            thread draws no frame for it. None where the headline stays still: a caret that
            types nothing reads as a stray mark after the word. */}
        <span
          data-caret=""
          className="inline-block h-[0.85em] w-1 translate-y-[0.1em] caret-blink bg-accent motion-reduce:hidden"
        />
      </span>
      <span aria-hidden="true" className="block">
        {suffix}
      </span>
    </h1>
  );
}
