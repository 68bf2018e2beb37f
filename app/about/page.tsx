import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { AboutHero } from "@/components/about/about-hero";
import { AchievementsSection } from "@/components/about/achievements-section";
import { CompanyProfileSection } from "@/components/about/company-profile-section";
import { CultureSection } from "@/components/about/culture-section";
import { TeamSection } from "@/components/about/team-section";
import { ValuesSection } from "@/components/about/values-section";
import { CtaSection } from "@/components/sections/cta-section";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { aboutText } from "@/content/sections";

export const metadata: Metadata = staticPageMetadata("/about");

export default function AboutPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/about" />
      <AboutHero />
      <CompanyProfileSection />
      <TeamSection />
      <ValuesSection />
      <CultureSection />
      <AchievementsSection />
      <TestimonialsSection />
      <CtaSection {...aboutText.cta} />
    </>
  );
}
