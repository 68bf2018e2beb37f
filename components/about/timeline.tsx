import type { TimelineEntry } from "@/content/types";

interface TimelineProps {
  entries: TimelineEntry[];
  /** Names the list for assistive technology. */
  label: string;
}

/**
 * The company's journey: a vertical line of years on narrow screens; on wider ones a rail across
 * the section, two then four years a row, so it fills the width it is given and ends with its row.
 * There each entry's year, title and text are rows shared with the entries beside it (subgrid),
 * so a title that wraps to two lines moves no other entry's text down.
 */
export function Timeline({ entries, label }: TimelineProps) {
  return (
    <ol aria-label={label} className="mt-8 grid md:grid-cols-2 lg:grid-cols-4">
      {entries.map((entry) => (
        <li
          key={`${entry.year}-${entry.title}`}
          className="relative border-l-2 border-brand-100 pb-8 pl-8 last:pb-0 md:row-span-3 md:grid md:grid-rows-subgrid md:border-t-2 md:border-l-0 md:pt-7 md:pr-8 md:pb-10 md:pl-0 md:[&:nth-last-child(-n+2)]:pb-0 lg:[&:nth-last-child(-n+4)]:pb-0"
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[calc(0.5rem+1px)] size-4 rounded-full border-4 border-white bg-brand-700 shadow ring-2 ring-brand-100 md:-top-[calc(0.5rem+1px)] md:left-0"
          />
          <p className="font-display text-2xl font-bold text-brand-700 tabular-nums">
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </p>
          <h4 className="mt-1 text-lg font-bold">{entry.title}</h4>
          <p className="mt-1">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
