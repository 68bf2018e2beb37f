import { careersText } from "@/content/sections";
import { buttonClasses, buttonRowClass } from "@/components/ui/button-link";
import { bandSecondary, PageHero } from "@/components/sections/page-hero";

import { applyHref } from "./apply-link";
import { CareersHeroArt } from "./careers-hero-art";

export function CareersHero() {
  return (
    <PageHero tone="paper" art={<CareersHeroArt />} {...careersText.hero}>
      <div className={buttonRowClass}>
        <a href="#open-roles" className={buttonClasses("accent")}>
          {careersText.seeRoles}
        </a>
        <a href={applyHref()} className={buttonClasses(bandSecondary("paper"))}>
          {careersText.emailUs}
        </a>
      </div>
    </PageHero>
  );
}
