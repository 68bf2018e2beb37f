import type { Metadata } from "next";

import { ApplySection } from "@/components/careers/apply-section";
import { CareersHero } from "@/components/careers/careers-hero";
import { OpeningsSection } from "@/components/careers/openings-section";
import { PerksSection } from "@/components/careers/perks-section";
import { site } from "@/content/site";

export const metadata: Metadata = {
  title: "Careers",
  description: `Open roles for engineers and designers at ${site.name}, our studio in Ahmedabad: what we offer, how we hire, and how to apply by email.`,
  alternates: { canonical: "/careers" },
};

export default function CareersPage() {
  return (
    <>
      <CareersHero />
      <OpeningsSection />
      <PerksSection />
      <ApplySection />
    </>
  );
}
