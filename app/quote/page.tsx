import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";

import { ContactDetails } from "@/components/contact/contact-details";
import { QuoteForm } from "@/components/forms/quote-form";
import { SentReading } from "@/components/forms/sent-reading";
import { FaqSection } from "@/components/sections/faq-section";
import { cardClass } from "@/components/ui/card";
import { FormPanel } from "@/components/sections/form-panel";
import { PageHero } from "@/components/sections/page-hero";
import { ProposalArt } from "@/components/quote/proposal-art";
import { StepNumber } from "@/components/ui/step-number";
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
            <QuoteForm
              headingLevel={2}
              email={site.email}
              thanks={formThanks.quote}
              reading={<SentReading id="quote-reading" {...quoteText.sent} />}
            />
          </FormPanel>
          {/* Beside the form, what follows a request, then the people to talk to instead, so the
              column beside the long form is not left empty under one short card. */}
          <div className="grid content-start gap-6">
            <section aria-labelledby="quote-next" className={`${cardClass} p-6`}>
              <h2 id="quote-next" className="text-xl font-bold">
                {quoteText.next.title}
              </h2>
              <ol className="mt-5 grid gap-5">
                {quoteText.next.steps.map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <StepNumber index={index} className="w-9 shrink-0 text-2xl" />
                    <div>
                      <h3 className="text-sm font-semibold text-slate-900">{step.title}</h3>
                      <p className="mt-1 text-sm">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <aside aria-labelledby="quote-contact" className={`${cardClass} p-6`}>
              <h2 id="quote-contact" className="text-xl font-bold">
                {quoteText.talk.title}
              </h2>
              <p className="mt-2 text-sm">{quoteText.talk.description}</p>
              <div className="mt-6">
                <ContactDetails />
              </div>
            </aside>
          </div>
        </div>
      </section>
      <FaqSection faqs={quoteFaqs} description={quoteText.faqDescription} tinted />
    </>
  );
}
