import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

/** The figure sizes of the type scale (docs/design.md), smallest first. */
const sizes = {
  /** Beside a hero's buttons. */
  sm: { value: "text-2xl font-bold sm:text-4xl", label: "mt-1 text-xs sm:text-sm" },
  /** A hero's results. */
  md: { value: "text-3xl font-bold sm:text-4xl", label: "mt-1 text-sm" },
  /** A section's figures. */
  lg: { value: "text-4xl font-extrabold sm:text-5xl", label: "mt-1 text-sm font-medium" },
  /** The stats band, the page's one row of big figures. */
  xl: {
    value: "text-3xl leading-none font-bold min-[380px]:text-4xl sm:text-5xl lg:text-6xl",
    label: "mt-2 text-sm sm:text-base",
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
  /** The figure's box: its rule and padding. */
  className?: string;
  /** More under the label, such as how the figure was measured (a `<dd>`). */
  children?: ReactNode;
}

/**
 * One figure of a description list (`<dl>`): the value large and its label under it. The label
 * comes first in the markup, so a screen reader says what was counted before the number.
 */
export function Figure({ label, value, size, tone = "light", className, children }: FigureProps) {
  return (
    <div className={cn("flex min-w-0 flex-col", className)}>
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
