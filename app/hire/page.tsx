import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";
import { Users } from "lucide-react";

import { developersAvailable, figures } from "@/content/site";
import { EngagementModelsSection } from "@/components/hire/engagement-models-section";
import { HireRolesSection } from "@/components/hire/hire-roles-section";
import { HiringStepsSection } from "@/components/hire/hiring-steps-section";
import { CtaSection } from "@/components/sections/cta-section";
import { StatsBand } from "@/components/sections/stats-band";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/sections/page-hero";

export const metadata: Metadata = staticPageMetadata("/hire");

export default function HirePage() {
  return (
    <>
      <BreadcrumbJsonLd href="/hire" />
      <PageHero
        eyebrow="Hire developers"
        title="Hire Dedicated Developers Who Join Your Team"
        description="Senior engineers and designers who work in your tools and your time zone overlap, with an NDA and IP assignment from day one."
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-semibold text-white ring-1 ring-white/30">
          <Users aria-hidden="true" className="size-5" />
          {developersAvailable}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/quote" variant="accent">
            Hire Developers
          </ButtonLink>
          <ButtonLink href="#roles-heading" variant="light">
            See the Roles
          </ButtonLink>
        </div>
      </PageHero>
      <HireRolesSection />
      <StatsBand
        label="Dunga in figures"
        stats={[
          { value: figures.developers, label: "Expert Developers", icon: "users" },
          { value: figures.years, label: "Years Experience", icon: "calendar" },
          { value: figures.projects, label: "Projects Completed", icon: "badge-check" },
          { value: figures.countries, label: "Countries Served", icon: "globe" },
        ]}
      />
      <EngagementModelsSection />
      <HiringStepsSection />
      <CtaSection
        title="Tell Us Who You Need"
        description="Share the role, skills and start date. We send matched profiles within two working days."
        primary={{ label: "Get a Quote", href: "/quote" }}
        secondary={{ label: "Contact Us", href: "/contact" }}
      />
    </>
  );
}
