import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";

import { CareersAndSocial } from "@/components/contact/careers-social";
import { ContactCards } from "@/components/contact/contact-cards";
import { OfficeCard } from "@/components/contact/office-card";
import { ContactForm } from "@/components/forms/contact-form";
import { FaqSection } from "@/components/sections/faq-section";
import { cardClass } from "@/components/ui/card";
import { PageHero } from "@/components/sections/page-hero";
import { contactFaqs } from "@/content/faqs";
import { site } from "@/content/site";

export const metadata: Metadata = staticPageMetadata("/contact");

export default function ContactPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/contact" />
      <PageHero
        eyebrow="Contact"
        title="Let's Build Something Together"
        description={`Questions, projects, partnerships or support: tell us what you need. ${site.responsePromise}`}
      />
      <ContactCards />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_24rem]">
          <div id="contact-form" className={`${cardClass} scroll-mt-24 p-6 sm:p-10`}>
            <h2 className="text-2xl font-bold">Send us a message</h2>
            <p className="mt-2 text-sm">
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">with an asterisk</span> are required.
            </p>
            <div className="mt-8">
              <ContactForm headingLevel={2} />
            </div>
          </div>
          <OfficeCard />
        </div>
      </section>
      <FaqSection faqs={contactFaqs} />
      <CareersAndSocial />
    </>
  );
}
