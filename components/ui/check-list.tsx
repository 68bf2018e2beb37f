import { CheckCircle2, type LucideIcon } from "lucide-react";

import { cn } from "@/lib/cn";

interface CheckListProps {
  items: string[];
  /** The mark before each statement and its colour: a green check unless told otherwise. */
  icon?: LucideIcon;
  iconClassName?: string;
  className?: string;
}

/** A list of short statements, each marked with a green check (or the mark it is given). */
export function CheckList({
  items,
  icon: Mark = CheckCircle2,
  iconClassName = "text-new",
  className,
}: CheckListProps) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Mark aria-hidden="true" className={cn("mt-1 size-5 shrink-0", iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
