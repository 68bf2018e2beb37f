import { pageArt } from "@/content/page-art";
import { portfolioCategoryLabel, portfolioProjects } from "@/content/portfolio";
import { BandArt, Caption } from "@/components/sections/art-kit";
import { cn } from "@/lib/cn";

/** How many projects the band shows: one of each of the first categories, in portfolio order. */
const SHOWN = 4;

/** One project of each category first, so the wall shows the range of the work. */
function variedProjects() {
  const seen = new Set<string>();
  const firsts = portfolioProjects.filter((project) => {
    if (seen.has(project.category)) return false;
    seen.add(project.category);
    return true;
  });
  return [...firsts, ...portfolioProjects.filter((project) => !firsts.includes(project))].slice(
    0,
    SHOWN,
  );
}

/** /portfolio: a wall of delivered projects, each with its headline result. */
export function PortfolioHeroArt() {
  return (
    <BandArt>
      <ul className="grid grid-cols-2 gap-3">
        {variedProjects().map((project, index) => {
          const [label, value] = Object.entries(project.stats)[0] ?? [];
          return (
            <li
              key={project.id}
              className={cn(
                "flex flex-col rounded-2xl p-4 shadow-xl shadow-black/40",
                index === 0 || index === 3
                  ? "bg-white text-slate-600"
                  : "bg-brand-700 text-brand-100 ring-1 ring-white/10",
              )}
            >
              <span className="text-[11px] font-semibold tracking-wide uppercase">
                {portfolioCategoryLabel(project.category)}
              </span>
              <span
                className={cn(
                  "mt-1 text-sm leading-snug font-semibold",
                  index === 0 || index === 3 ? "text-slate-900" : "text-white",
                )}
              >
                {project.title}
              </span>
              <span
                className={cn(
                  "mt-4 font-display text-3xl font-semibold tabular-nums",
                  index === 0 || index === 3 ? "text-brand-700" : "text-accent",
                )}
              >
                {value}
              </span>
              <span className="text-xs leading-snug">{label}</span>
            </li>
          );
        })}
      </ul>
      <Caption label={pageArt.portfolio.title} icon="briefcase">
        {pageArt.portfolio.subtitle}
      </Caption>
    </BandArt>
  );
}
