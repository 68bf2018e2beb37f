import { figures, site } from "@/content/site";
import { buttonClasses } from "@/components/ui/button-link";
import { PageHero } from "@/components/sections/page-hero";

import { applyHref } from "./apply-link";

export function CareersHero() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Do the Best Work of Your Career"
      description={`Join ${figures.employees} engineers, designers and testers who build products for clients in ${figures.countries} countries, with senior mentors, time to learn and real ownership from your first month.`}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="#open-roles" className={buttonClasses("accent")}>
          See open roles
        </a>
        <a href={applyHref()} className={buttonClasses("light")}>
          Email {site.careersEmail}
        </a>
      </div>
    </PageHero>
  );
}
