import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/lib/seo";

import { ContactDetails } from "@/components/contact/contact-details";
import { QuoteForm } from "@/components/forms/quote-form";
import { FaqSection } from "@/components/sections/faq-section";
import { cardClass } from "@/components/ui/card";
import { PageHero } from "@/components/sections/page-hero";
import { quoteFaqs } from "@/content/faqs";
import { site } from "@/content/site";

export const metadata: Metadata = staticPageMetadata("/quote");

export default function QuotePage() {
  return (
    <>
      <BreadcrumbJsonLd href="/quote" />
      <PageHero
        eyebrow="Get a quote"
        title="Tell Us About Your Project"
        description={`Share what you want to build and we will come back with an approach, a timeline and a cost estimate. ${site.responsePromise}`}
      />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className={`${cardClass} p-6 sm:p-10`}>
            <h2 className="text-2xl font-bold">Project details</h2>
            <p className="mt-2 text-sm">
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">with an asterisk</span> are required.
            </p>
            <div className="mt-8">
              <QuoteForm headingLevel={2} />
            </div>
          </div>
          <aside aria-labelledby="quote-contact" className="lg:pt-2">
            <div className={`${cardClass} p-6 lg:sticky lg:top-24`}>
              <h2 id="quote-contact" className="text-xl font-bold">
                Prefer to talk?
              </h2>
              <p className="mt-2 text-sm">
                Call or email us; a project lead answers, not a call centre.
              </p>
              <div className="mt-6">
                <ContactDetails />
              </div>
            </div>
          </aside>
        </div>
      </section>
      <FaqSection
        faqs={quoteFaqs}
        description="What clients usually ask before requesting a quote."
      />
    </>
  );
}
