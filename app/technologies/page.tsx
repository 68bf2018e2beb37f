import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { groupProjects } from "@/content/catalogue-links";
import { techGroups, technologies } from "@/content/technologies";
import { technologiesText } from "@/content/sections";
import { CtaSection } from "@/components/sections/cta-section";
import { TechGroupSection, techGroupId } from "@/components/technologies/tech-group-section";
import { JumpLinks } from "@/components/ui/jump-links";
import { TechnologiesHeroArt } from "@/components/technologies/hero-art";
import { PageHero } from "@/components/sections/page-hero";

export const metadata: Metadata = staticPageMetadata("/technologies");

export default function TechnologiesPage() {
  const shipped = groupProjects();
  return (
    <>
      <BreadcrumbJsonLd href="/technologies" />
      <PageHero art={<TechnologiesHeroArt />} {...technologiesText.hero}>
        <JumpLinks
          label={technologiesText.jumpLinksLabel}
          links={techGroups.map((group) => ({ label: group, href: `#${techGroupId(group)}` }))}
        />
      </PageHero>
      {techGroups.map((group, index) => (
        <TechGroupSection
          key={group}
          group={group}
          technologies={technologies.filter((technology) => technology.group === group)}
          tinted={index % 2 === 1}
          priority={index === 0}
          shipped={shipped.get(group)}
        />
      ))}
      <CtaSection {...technologiesText.cta} />
    </>
  );
}
