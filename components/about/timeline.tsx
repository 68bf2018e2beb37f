import type { TimelineEntry } from "@/content/types";

interface TimelineProps {
  entries: TimelineEntry[];
  /** Names the list for assistive technology. */
  label: string;
}

/** A vertical timeline: a year marker on a line, the title and a sentence beside it. */
export function Timeline({ entries, label }: TimelineProps) {
  return (
    <ol aria-label={label} className="relative mt-8 grid gap-8 border-l-2 border-brand-100 pl-8">
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[calc(2.5rem+1px)] size-4 rounded-full border-4 border-white bg-brand-700 shadow ring-2 ring-brand-100"
          />
          <p className="text-sm font-bold text-brand-700 tabular-nums">
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </p>
          <h4 className="mt-1 text-lg font-bold">{entry.title}</h4>
          <p className="mt-1">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
