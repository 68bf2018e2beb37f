import { portfolioHeroStats, portfolioTechStack } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";
import { PageHero } from "@/components/sections/page-hero";

import { PortfolioHeroArt } from "./portfolio-hero-art";

export function PortfolioHero() {
  return (
    <PageHero art={<PortfolioHeroArt />} {...portfolioText.hero}>
      <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {portfolioHeroStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl border border-white/20 bg-white/10 px-5 py-4 last:col-span-2 sm:last:col-span-1"
          >
            <dt className="order-last text-sm text-brand-50">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-white tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
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
