import type { Metadata } from "next";

import { staticPageMetadata } from "@/content/seo";
import { organization, website } from "@/content/structured-data";

import { AboutSection } from "@/components/home/about-section";
import { ContactSection } from "@/components/home/contact-section";
import { HeroSection } from "@/components/home/hero-section";
import { PhilosophySection } from "@/components/home/philosophy-section";
import { PortfolioSection } from "@/components/home/portfolio-section";
import { ServicesSection } from "@/components/home/services-section";
import { TechnologiesSection } from "@/components/home/technologies-section";
import { ProcessSection } from "@/components/sections/process-section";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { JsonLd } from "@/components/seo/json-ld";

export const metadata: Metadata = staticPageMetadata("/");

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organization(), website()]} />
      <HeroSection />
      <AboutSection />
      <TechnologiesSection />
      <ServicesSection />
      <ProcessSection tone="ink" />
      <PortfolioSection />
      <TestimonialsSection />
      <PhilosophySection />
      <ContactSection />
    </>
  );
}
