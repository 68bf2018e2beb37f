import { portfolioProjects } from "@/content/portfolio";
import { cn } from "@/lib/cn";

/** A client's name as a wordmark: the brand, without its legal form. */
export function wordmarkOf(clientName: string): string {
  return clientName.replace(/,?\s+(Pvt\.?\s+Ltd\.?|Private Limited|LLC|Ltd\.?|Inc\.?)$/i, "");
}

// Typeset, not logos: each name in a weight, case and spacing of its own, so the row reads as
// several brands rather than one list. On phones each is a size smaller and less spaced, so that a
// long word ("Multispeciality") fits the half-width column it has there.
const styles = [
  "font-display text-lg font-extrabold tracking-tight sm:text-xl",
  "font-sans text-xs font-semibold tracking-[0.08em] uppercase sm:text-sm sm:tracking-[0.2em]",
  "font-display text-lg font-medium lowercase sm:text-xl",
  "font-sans text-base font-light sm:text-lg sm:tracking-wide",
  "font-display text-sm font-bold tracking-[0.04em] uppercase sm:text-lg sm:tracking-[0.08em]",
  "font-sans text-base font-extrabold tracking-tight sm:text-lg",
  "font-display text-lg font-light sm:text-xl",
  "font-sans text-xs font-bold tracking-[0.08em] uppercase sm:text-sm sm:tracking-[0.14em]",
];

/**
 * Drawn marks, one per client in the row's order, each a simple figure on a 24-unit square: the
 * row reads as a row of logos, not of names. The team has no logo files of its clients to show;
 * these are ours.
 */
const marks = [
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z",
  "M12 2 22 12 12 22 2 12Z",
  "M3 20 10 6l4 7 2-3 5 10Z",
  "M4 20C4 10 10 4 20 4c0 10-6 16-16 16Z",
  "M12 2.5 20.5 7.3v9.4L12 21.5l-8.5-4.8V7.3Z",
  "M3 5h18v3.5H3Zm3 5.25h15v3.5H6Zm3 5.25h12V19H9Z",
  "M3 3h8v8H3Zm10 0a8 8 0 0 1 8 8h-8Zm-10 10h8v8a8 8 0 0 1-8-8Zm10 0h8v8h-8Z",
  "M9 3h6v6h6v6h-6v6H9v-6H3V9h6Z",
];

interface ClientWordmarksProps {
  label: string;
  className?: string;
}

/**
 * The portfolio's clients, by name: proof that needs no figure. A grid, so the names stand in
 * columns and rows of one count: two columns (an odd last name takes the whole row), four from
 * `lg` (a name that does not fit its cell wraps within it). As one wrapping row the names fell
 * 3 + 3 + 2, the last row short.
 */
export function ClientWordmarks({ label, className }: ClientWordmarksProps) {
  const clients = [
    ...new Map(
      portfolioProjects.map((project) => [wordmarkOf(project.clientName), project.art.accent]),
    ),
  ];
  return (
    <div className={cn("flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-10", className)}>
      <p className="shrink-0 text-sm font-medium text-slate-600">{label}</p>
      <ul className="grid flex-1 grid-cols-2 items-center gap-x-4 gap-y-5 text-slate-700 sm:gap-x-8 sm:gap-y-4 lg:grid-cols-4">
        {clients.map(([name, accent], index) => (
          <li
            key={name}
            className={cn(
              "flex flex-col items-start gap-1.5 leading-tight odd:last:col-span-2 sm:flex-row sm:items-center sm:gap-2 lg:odd:last:col-span-1",
              styles[index % styles.length],
            )}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-[1.15em] shrink-0"
              style={{ color: accent }}
            >
              <path d={marks[index % marks.length]} fill="currentColor" fillRule="evenodd" />
            </svg>
            <span className="min-w-0">{name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
