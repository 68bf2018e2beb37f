import { portfolioProjects } from "@/content/portfolio";
import { cn } from "@/lib/cn";

/** A client's name as a wordmark: the brand, without its legal form. */
export function wordmarkOf(clientName: string): string {
  return clientName.replace(/,?\s+(Pvt\.?\s+Ltd\.?|Private Limited|LLC|Ltd\.?|Inc\.?)$/i, "");
}

// Typeset, not logos: each name in a weight, case and spacing of its own, so the row reads as
// several brands rather than one list.
const styles = [
  "font-display text-xl font-extrabold tracking-tight",
  "font-sans text-sm font-semibold tracking-[0.2em] uppercase",
  "font-display text-xl font-medium lowercase",
  "font-sans text-lg font-light tracking-wide",
  "font-display text-lg font-bold tracking-[0.08em] uppercase",
  "font-sans text-lg font-extrabold tracking-tight",
  "font-display text-xl font-light",
  "font-sans text-sm font-bold tracking-[0.14em] uppercase",
];

interface ClientWordmarksProps {
  label: string;
  className?: string;
}

/** The portfolio's clients, by name: proof that needs no figure. */
export function ClientWordmarks({ label, className }: ClientWordmarksProps) {
  const names = [...new Set(portfolioProjects.map((project) => wordmarkOf(project.clientName)))];
  return (
    <div className={cn("flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-10", className)}>
      <p className="shrink-0 text-sm font-medium text-slate-600">{label}</p>
      <ul className="flex flex-wrap items-center gap-x-8 gap-y-3 text-slate-700 lg:gap-x-10">
        {names.map((name, index) => (
          <li key={name} className={cn("leading-none", styles[index % styles.length])}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
