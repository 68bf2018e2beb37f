import type { Metadata } from "next";

import { CtaSection } from "@/components/sections/cta-section";
import { ChannelsSection } from "@/components/support/channels-section";
import { FaqSection } from "@/components/sections/faq-section";
import { supportFaqs } from "@/content/support";
import { PlansSection } from "@/components/support/plans-section";
import { SupportHero } from "@/components/support/support-hero";
import { contactFormHref } from "@/components/support/support-links";
import { site } from "@/content/site";

export const metadata: Metadata = {
  title: "Support",
  description: `How to reach ${site.name} support by email, phone, WhatsApp or the contact form, our hours (${site.hours} IST), our response promise and our maintenance plans.`,
  alternates: { canonical: "/support" },
};

export default function SupportPage() {
  return (
    <>
      <SupportHero />
      <ChannelsSection />
      <PlansSection />
      <FaqSection faqs={supportFaqs} />
      <CtaSection
        title="Something Not Working?"
        description={`Send us the details and an engineer on your project will pick it up. ${site.responsePromise}`}
        primary={{ label: "Contact Support", href: contactFormHref }}
        secondary={{ label: "Get a Quote for New Work", href: "/quote" }}
      />
    </>
  );
}
