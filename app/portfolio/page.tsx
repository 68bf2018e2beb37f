import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { PortfolioHero } from "@/components/portfolio/portfolio-hero";
import { ProjectsSection } from "@/components/portfolio/projects-section";
import { ServicesStrip } from "@/components/portfolio/services-strip";
import { CtaSection } from "@/components/sections/cta-section";
import { ProcessSection } from "@/components/sections/process-section";
import { StatsBand } from "@/components/sections/stats-band";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { portfolioStatsBand } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";

export const metadata: Metadata = staticPageMetadata("/portfolio");

export default function PortfolioPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/portfolio" />
      <PortfolioHero />
      <ServicesStrip />
      <ProjectsSection />
      {/* The sections in the handed-over order, no two neighbours on one ground: the process on
          the dark ground where the story turns to it (as on home), the clients on white, the
          figures on the tint. */}
      <ProcessSection tone="ink" />
      <TestimonialsSection text={portfolioText.testimonials} tone="plain" />
      <StatsBand tone="paper" stats={portfolioStatsBand} label={portfolioText.statsLabel} />
      <CtaSection {...portfolioText.cta} />
    </>
  );
}
