import { cn } from "@/lib/cn";

import type { FilterOption } from "@/lib/filter";

interface FilterRadiosProps {
  /** The group's legend, read by assistive technology. */
  label: string;
  /** The radio buttons' name: a GET form sends the choice under it. */
  name: string;
  options: readonly FilterOption[];
  /** The option checked in the page's HTML. */
  initial: string;
  onSelect: (id: string) => void;
  className?: string;
}

/**
 * A row of pills (in even lines where it wraps: the pill-rows utility), one chosen: radio buttons in a fieldset, so a choice is made (and, through the
 * list's style rules, shown: lib/filter.ts) by the browser itself, before the page's script runs.
 * Each radio covers its pill, unseen, so a tap on the pill lands on it. Shared by the technology,
 * portfolio and product filters. The radios are not controlled: the
 * script reads the choice from them (a visitor may have chosen before it ran).
 */
export function FilterRadios({
  label,
  name,
  options,
  initial,
  onSelect,
  className,
}: FilterRadiosProps) {
  return (
    <fieldset className={cn("pill-rows", className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 transition-colors not-has-checked:hover:border-brand-700 not-has-checked:hover:text-brand-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            defaultChecked={option.id === initial}
            onChange={() => onSelect(option.id)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
