import { portfolioHeroResults, portfolioTechStack } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";
import { PageHero } from "@/components/sections/page-hero";

import { PortfolioHeroArt } from "./portfolio-hero-art";
import { Figure } from "@/components/ui/figure";

export function PortfolioHero() {
  return (
    <PageHero art={<PortfolioHeroArt />} {...portfolioText.hero}>
      {/* Results the clients measured, each from its case study below; the site's headline
          figures are in the band lower down. Four across where the band has no picture. */}
      <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4 lg:grid-cols-2">
        {portfolioHeroResults.map((result) => (
          <Figure
            key={result.id}
            label={
              <>
                {result.label}
                <span className="mt-0.5 block font-semibold text-white">{result.title}</span>
              </>
            }
            value={result.value}
            size="md"
            tone="dark"
          />
        ))}
      </dl>
      {/* The label stands on the line of the first row of chips, however many rows they wrap to. */}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-baseline">
        <h2 className="shrink-0 text-sm font-semibold tracking-wide text-brand-100 uppercase">
          {portfolioText.techStack}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {portfolioTechStack.map((technology) => (
            <li
              key={technology}
              className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white"
            >
              {technology}
            </li>
          ))}
        </ul>
      </div>
    </PageHero>
  );
}
