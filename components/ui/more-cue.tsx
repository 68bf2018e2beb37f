import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

import { ArrowWords } from "./arrow-words";

interface MoreCueProps {
  /** The words before the arrow, such as "Learn more". */
  children: ReactNode;
  /** Spacing, size and visibility from the card (never its own display or colour). */
  className?: string;
}

/**
 * The "Learn more" line at the foot of a card that is one whole link: words and an arrow that
 * steps forward while the card (a Tailwind `group`) is hovered, and wraps with the last word. It is part of the link's text, so
 * it adds no link or label of its own.
 */
export function MoreCue({ children, className }: MoreCueProps) {
  return (
    <span className={cn("inline-flex items-center font-semibold text-brand-700", className)}>
      <ArrowWords arrowClassName="transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
        {children}
      </ArrowWords>
    </span>
  );
}
