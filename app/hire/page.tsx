import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";
import { Users } from "lucide-react";

import { HireHeroArt } from "@/components/hire/hire-hero-art";
import { hireText } from "@/content/sections";
import { hiringSteps } from "@/content/hire";
import { developersAvailable } from "@/content/site";
import { EngagementModelsSection } from "@/components/hire/engagement-models-section";
import { HireLeadsSection } from "@/components/hire/hire-leads-section";
import { HireRolesSection } from "@/components/hire/hire-roles-section";
import { ProcessSection } from "@/components/sections/process-section";
import { CtaSection } from "@/components/sections/cta-section";
import { PageHero } from "@/components/sections/page-hero";

export const metadata: Metadata = staticPageMetadata("/hire");

export default function HirePage() {
  return (
    <>
      <BreadcrumbJsonLd href="/hire" />
      <PageHero art={<HireHeroArt />} {...hireText.hero} actions={hireText.actions}>
        {/* One line down to 320 px: wrapped, the round pill became a blob. */}
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-2 text-[0.8125rem] font-semibold text-white ring-1 ring-white/30 min-[22.5rem]:text-sm sm:px-4 sm:text-base">
          <Users aria-hidden="true" className="size-5" />
          {developersAvailable}
        </p>
      </PageHero>
      <HireRolesSection />
      <HireLeadsSection />
      <EngagementModelsSection />
      <ProcessSection heading={hireText.steps} steps={hiringSteps} />
      <CtaSection {...hireText.cta} />
    </>
  );
}
