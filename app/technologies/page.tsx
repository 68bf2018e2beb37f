import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";

import { techGroups, technologies } from "@/content/technologies";
import { CtaSection } from "@/components/sections/cta-section";
import { TechGroupSection, techGroupId } from "@/components/technologies/tech-group-section";
import { JumpLinks } from "@/components/ui/jump-links";
import { PageHero } from "@/components/sections/page-hero";

export const metadata: Metadata = staticPageMetadata("/technologies");

export default function TechnologiesPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/technologies" />
      <PageHero
        eyebrow="Technologies"
        title="Mature Tools, Chosen for the Long Run"
        description="We build with well-supported technologies that are easy to hire for and maintain, and we pick each one for the job in front of us."
      >
        <JumpLinks
          label="Technology groups"
          links={techGroups.map((group) => ({ label: group, href: `#${techGroupId(group)}` }))}
        />
      </PageHero>
      {techGroups.map((group, index) => (
        <TechGroupSection
          key={group}
          group={group}
          technologies={technologies.filter((technology) => technology.group === group)}
          tinted={index % 2 === 1}
        />
      ))}
      <CtaSection
        title="Not Sure Which Stack Fits?"
        description="Tell us what you are building. We will recommend a stack that suits your budget, your team and where the product is heading."
        primary={{ label: "Get a Quote", href: "/quote" }}
        secondary={{ label: "Hire Developers", href: "/hire" }}
      />
    </>
  );
}
