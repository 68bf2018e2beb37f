import { CheckCircle2 } from "lucide-react";

import { cn } from "@/lib/cn";

interface CheckListProps {
  items: string[];
  className?: string;
}

/** A list of short statements, each marked with a green check. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-new" />
          {item}
        </li>
      ))}
    </ul>
  );
}
