import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { ApplySection } from "@/components/careers/apply-section";
import { CareersHero } from "@/components/careers/careers-hero";
import { OpeningsSection } from "@/components/careers/openings-section";
import { PerksSection } from "@/components/careers/perks-section";

export const metadata: Metadata = staticPageMetadata("/careers");

export default function CareersPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/careers" />
      <CareersHero />
      <OpeningsSection />
      <PerksSection />
      <ApplySection />
    </>
  );
}
