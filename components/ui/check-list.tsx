import { CheckCircle2, type LucideIcon } from "lucide-react";

import { cn } from "@/lib/cn";

interface CheckListProps {
  items: string[];
  /** The mark before each statement and its colour: a green check unless told otherwise. */
  icon?: LucideIcon;
  iconClassName?: string;
  className?: string;
  /**
   * Each statement on a ruled line of its own, set a little firmer: a list that is a page's block
   * of facts (a product's features, what a technology builds) rather than notes under a text.
   */
  ruled?: boolean;
}

/** A list of short statements, each marked with a green check (or the mark it is given). */
export function CheckList({
  items,
  icon: Mark = CheckCircle2,
  iconClassName = "text-new",
  className,
  ruled,
}: CheckListProps) {
  return (
    <ul className={cn("grid", ruled ? "gap-x-10 border-b border-slate-200" : "gap-3", className)}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "flex gap-3",
            ruled ? "border-t border-slate-200 py-4 font-medium text-slate-800" : "text-slate-700",
          )}
        >
          <Mark aria-hidden="true" className={cn("mt-1 size-5 shrink-0", iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
