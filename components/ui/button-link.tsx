import type { ComponentProps } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { cn } from "@/lib/cn";

// One filled colour: marigold, for what a visitor is asked to do (ask, quote, apply, search). The
// other kinds are drawn, not filled: a second filled colour (ultramarine beside the heroes'
// marigold) read as two systems. `light` is the white button on a dark band.
const variants = {
  accent: "bg-accent text-slate-950 shadow-sm hover:bg-accent-hover",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:border-brand-700 hover:text-brand-700",
  ghost: "text-brand-700 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "accent", className?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors",
    variants[variant],
    className,
  );

/**
 * A hero's row of buttons: on phones each the column's full width, stacked (two pills of their own
 * widths read as a ragged left edge there), side by side from `sm`.
 */
export const buttonRowClass = "mt-8 grid gap-3 sm:flex sm:flex-wrap";

type ButtonLinkProps = ComponentProps<typeof IntentLink> & { variant?: ButtonVariant };

/** A link styled as a button; like the header's links, it fetches its page on intent, not on sight. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <IntentLink className={buttonClasses(variant, className)} {...props} />;
}
