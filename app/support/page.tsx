import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { CtaSection } from "@/components/sections/cta-section";
import { ChannelsSection } from "@/components/support/channels-section";
import { FaqSection } from "@/components/sections/faq-section";
import { supportFaqs } from "@/content/support";
import { PlansSection } from "@/components/support/plans-section";
import { SupportHero } from "@/components/support/support-hero";
import { contactFormHref } from "@/components/support/support-links";
import { supportText } from "@/content/sections";

export const metadata: Metadata = staticPageMetadata("/support");

export default function SupportPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/support" />
      <SupportHero />
      <ChannelsSection />
      <PlansSection />
      <FaqSection faqs={supportFaqs} />
      <CtaSection
        {...supportText.cta}
        primary={{ label: supportText.cta.primary, href: contactFormHref }}
      />
    </>
  );
}
