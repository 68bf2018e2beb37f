import { pageArt } from "@/content/page-art";
import { portfolioCategoryLabel, portfolioProjects } from "@/content/portfolio";
import { BandArt, Caption } from "@/components/sections/art-kit";
import { WidePicture } from "@/components/ui/wide-picture";

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

/**
 * /portfolio: a wall of delivered projects, each its own screen and name (their results are in
 * the band's text beside it).
 */
export function PortfolioHeroArt() {
  return (
    <BandArt>
      <ul className="grid grid-cols-2 gap-3">
        {variedProjects().map((project) => (
          <li
            key={project.id}
            className="overflow-hidden rounded-2xl bg-white/5 shadow-xl ring-1 shadow-black/40 ring-white/10"
          >
            <WidePicture
              picture={project.image}
              // Half of the band's 27rem art column (PageHero's grid), less the gap.
              sizes="13rem"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <p className="px-3.5 py-2.5 text-xs leading-snug">
              <span className="block font-semibold text-white">{project.clientName}</span>
              <span className="text-slate-300">{portfolioCategoryLabel(project.category)}</span>
            </p>
          </li>
        ))}
      </ul>
      <Caption label={pageArt.portfolio.title} icon="briefcase">
        {pageArt.portfolio.subtitle}
      </Caption>
    </BandArt>
  );
}
