import { openings, perks } from "@/content/careers";
import { pageArt } from "@/content/page-art";
import { HeroArt } from "@/components/sections/hero-art";
import { careersText } from "@/content/sections";
import { buttonClasses } from "@/components/ui/button-link";
import { PageHero } from "@/components/sections/page-hero";

import { applyHref } from "./apply-link";

export function CareersHero() {
  return (
    <PageHero
      art={
        <HeroArt
          tiles={perks.map(({ title, icon }) => ({ label: title, icon }))}
          card={{
            icon: "briefcase",
            ...pageArt.careers,
            rows: openings.map((opening) => ({ label: opening.title })),
          }}
        />
      }
      {...careersText.hero}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="#open-roles" className={buttonClasses("accent")}>
          {careersText.seeRoles}
        </a>
        <a href={applyHref()} className={buttonClasses("light")}>
          {careersText.emailUs}
        </a>
      </div>
    </PageHero>
  );
}
