import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { ContactDetails } from "@/components/contact/contact-details";
import { QuoteForm } from "@/components/forms/quote-form";
import { FaqSection } from "@/components/sections/faq-section";
import { cardClass } from "@/components/ui/card";
import { FormPanel } from "@/components/sections/form-panel";
import { PageHero } from "@/components/sections/page-hero";
import { ProposalArt } from "@/components/quote/proposal-art";
import { quoteFaqs } from "@/content/faqs";
import { formThanks } from "@/content/form-thanks";
import { quoteText } from "@/content/sections";
import { site } from "@/content/site";

export const metadata: Metadata = staticPageMetadata("/quote");

export default function QuotePage() {
  return (
    <>
      <BreadcrumbJsonLd href="/quote" />
      <PageHero compact tone="paper" {...quoteText.hero} art={<ProposalArt />} />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <FormPanel title={quoteText.formTitle}>
            <QuoteForm headingLevel={2} email={site.email} thanks={formThanks.quote} />
          </FormPanel>
          <aside aria-labelledby="quote-contact">
            <div className={`${cardClass} p-6 lg:sticky lg:top-24`}>
              <h2 id="quote-contact" className="text-xl font-bold">
                {quoteText.talk.title}
              </h2>
              <p className="mt-2 text-sm">{quoteText.talk.description}</p>
              <div className="mt-6">
                <ContactDetails />
              </div>
            </div>
          </aside>
        </div>
      </section>
      <FaqSection faqs={quoteFaqs} description={quoteText.faqDescription} />
    </>
  );
}
