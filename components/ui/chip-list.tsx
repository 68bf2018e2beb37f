import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { cn } from "@/lib/cn";

export interface Chip {
  label: string;
  /** Makes the chip a link, e.g. to a technology's page. */
  href?: string;
  /** The page the visitor is on (a topic's own chip on its page): filled, and not a link. */
  current?: boolean;
}

interface ChipListProps {
  chips: Chip[];
  label?: string;
  className?: string;
  /**
   * The pills join the balanced rows the list stands in (the list's own box steps aside), so
   * what stands before it, such as a badge, wraps with them.
   */
  joined?: boolean;
}

/** Every pill's shape; its colours are its kind's (a link, the current page, a plain pill). */
const chipClass = "inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-medium";
/**
 * A mixed list's pills on phones: a little narrower and smaller, for the arrows' room, so a
 * service's six tools still pair up in a 320 px card (wider, they left one alone on a line).
 */
const MIXED_PHONE = "max-sm:px-2.5 max-sm:text-[0.8125rem]";

/**
 * A row of pills. A linked pill is a control, tall enough to tap; in a list with any linked pill
 * every pill takes that height, so the row reads as one row of one height. In balanced rows
 * (`pill-rows`): wrapped freely, a service's stack left "GitHub Actions" alone on a second line at
 * 1024 px.
 *
 * In a list of linked and plain pills (a service's stack, where only some tools have a page) a
 * linked pill ends in an arrow, so which ones open a page shows without a word about it; colour
 * alone read as pills highlighted at random. In a list of links alone the arrow would be noise.
 */
export function ChipList({ chips, label, className, joined }: ChipListProps) {
  const tall = chips.some((chip) => chip.href);
  const mixed = tall && chips.some((chip) => !chip.href && !chip.current);
  return (
    <ul
      aria-label={label}
      className={cn(
        joined ? "contents *:m-1 *:inline-flex *:align-middle" : "pill-rows",
        className,
      )}
    >
      {chips.map((chip) => (
        <li key={chip.label}>
          {chip.href ? (
            <Link
              href={chip.href}
              className={cn(
                chipClass,
                mixed && MIXED_PHONE,
                // A linked chip is a control: tall enough to tap.
                "min-h-11 border-brand-200 bg-white text-brand-800 transition-colors hover:border-brand-700 hover:bg-brand-50",
              )}
            >
              {chip.label}
              {mixed && (
                <ArrowRight
                  aria-hidden="true"
                  data-link-cue
                  className="ml-1 size-3 shrink-0 sm:-mr-1"
                />
              )}
            </Link>
          ) : (
            <span
              aria-current={chip.current ? "page" : undefined}
              className={cn(
                chipClass,
                mixed && MIXED_PHONE,
                tall && "min-h-11",
                chip.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-200 bg-white text-slate-700",
              )}
            >
              {chip.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
