import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { CareersAndSocial } from "@/components/contact/careers-social";
import { ContactCards, ContactChannels } from "@/components/contact/contact-cards";
import { OfficeCard } from "@/components/contact/office-card";
import { ContactForm } from "@/components/forms/contact-form";
import { SentReading } from "@/components/forms/sent-reading";
import { FaqSection } from "@/components/sections/faq-section";
import { FormPanel } from "@/components/sections/form-panel";
import { PageHero } from "@/components/sections/page-hero";
import { contactFaqs } from "@/content/faqs";
import { formThanks } from "@/content/form-thanks";
import { contactText } from "@/content/sections";
import { site } from "@/content/site";

export const metadata: Metadata = staticPageMetadata("/contact");

export default function ContactPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/contact" />
      <PageHero compact tone="paper" {...contactText.hero} art={<ContactChannels />} />
      <ContactCards />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_24rem]">
          <FormPanel id={contactText.formAnchor} title={contactText.formTitle}>
            <ContactForm
              headingLevel={2}
              email={site.email}
              thanks={formThanks.contact}
              reading={<SentReading id="contact-reading" {...contactText.sent} />}
            />
          </FormPanel>
          <OfficeCard />
        </div>
      </section>
      <FaqSection faqs={contactFaqs} tinted />
      <CareersAndSocial />
    </>
  );
}
