import { cn } from "@/lib/cn";

import type { FilterOption } from "@/lib/filter";

interface FilterButtonsProps {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly FilterOption[];
  active: string;
  onSelect: (id: string) => void;
  className?: string;
}

/** A row of toggle buttons, one pressed; shared by the technology, portfolio and product filters. */
export function FilterButtons({ label, options, active, onSelect, className }: FilterButtonsProps) {
  return (
    <div role="group" aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={active === option.id}
          onClick={() => onSelect(option.id)}
          className={cn(
            "min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors",
            active === option.id
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
