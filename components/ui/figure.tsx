import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

/**
 * The figure sizes of the type scale (docs/design.md), smallest first, and the room each leaves
 * between its rule and its figure.
 */
const sizes = {
  /** Beside a hero's buttons. */
  sm: {
    value: "text-2xl font-bold sm:text-4xl",
    // Two lines each on phones: at their width one label of a row fitted a line and the others
    // wrapped, a row of uneven labels.
    label: "mt-1 text-xs max-sm:max-w-[5.5rem] sm:text-sm",
    room: "pl-3 sm:pl-4",
  },
  /** A hero's results. */
  md: { value: "text-3xl font-bold sm:text-4xl", label: "mt-1 text-sm", room: "pl-4" },
  /** A section's figures. */
  lg: {
    value: "text-4xl font-extrabold sm:text-5xl",
    label: "mt-1 text-sm font-medium",
    room: "pl-5",
  },
  /** The stats band, the page's one row of big figures. */
  xl: {
    value: "text-3xl leading-none font-bold min-[380px]:text-4xl sm:text-5xl lg:text-6xl",
    label: "mt-2 text-sm sm:text-base",
    room: "pl-2.5 sm:pl-5 lg:pl-7",
  },
};

const tones = {
  light: { value: "text-slate-900", label: "text-slate-600" },
  dark: { value: "text-white", label: "text-slate-300" },
};

interface FigureProps {
  /** What was counted; read first, shown under the value. */
  label: ReactNode;
  value: string;
  size: keyof typeof sizes;
  /** "dark" on the ink bands. */
  tone?: keyof typeof tones;
  /** The figure's place in its list (its rule and room are its own). */
  className?: string;
  /** More under the label, such as how the figure was measured (a `<dd>`). */
  children?: ReactNode;
}

/**
 * One figure of a description list (`<dl>`): the value large and its label under it, after a
 * marigold rule, the mark of the brand's eyebrows, so every figure on the site reads as one kind
 * of thing (the reviews found four: amber rules, grey, white and a divided row). The label comes
 * first in the markup, so a screen reader says what was counted before the number.
 */
export function Figure({ label, value, size, tone = "light", className, children }: FigureProps) {
  return (
    <div
      className={cn("flex min-w-0 flex-col border-l-2 border-accent", sizes[size].room, className)}
    >
      <dt className={cn("order-last", sizes[size].label, tones[tone].label)}>{label}</dt>
      <dd
        className={cn(
          "font-display tracking-tight tabular-nums",
          sizes[size].value,
          tones[tone].value,
        )}
      >
        {value}
      </dd>
      {children}
    </div>
  );
}
