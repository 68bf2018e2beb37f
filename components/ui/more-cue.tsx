import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

interface MoreCueProps {
  /** The words before the arrow, such as "Learn more". */
  children: ReactNode;
  /** Spacing, size and visibility from the card (never its own display or colour). */
  className?: string;
}

/**
 * The "Learn more" line at the foot of a card that is one whole link: words and an arrow that
 * steps forward while the card (a Tailwind `group`) is hovered. It is part of the link's text, so
 * it adds no link or label of its own.
 */
export function MoreCue({ children, className }: MoreCueProps) {
  return (
    <span className={cn("inline-flex items-center gap-1 font-semibold text-brand-700", className)}>
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
      />
    </span>
  );
}
