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

interface ClientWordmarksProps {
  label: string;
  className?: string;
}

/**
 * The portfolio's clients, by name: proof that needs no figure. On phones, a grid of two columns
 * (a name that does not fit its half wraps within it, and an odd last name takes the whole row);
 * from `sm`, one wrapping row.
 */
export function ClientWordmarks({ label, className }: ClientWordmarksProps) {
  const names = [...new Set(portfolioProjects.map((project) => wordmarkOf(project.clientName)))];
  return (
    <div className={cn("flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-10", className)}>
      <p className="shrink-0 text-sm font-medium text-slate-600">{label}</p>
      <ul className="grid grid-cols-2 items-center gap-x-4 gap-y-5 text-slate-700 sm:flex sm:flex-wrap sm:gap-x-8 sm:gap-y-3 lg:gap-x-10">
        {names.map((name, index) => (
          <li
            key={name}
            className={cn(
              "leading-tight odd:last:col-span-2 sm:leading-none",
              styles[index % styles.length],
            )}
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
