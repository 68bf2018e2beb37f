import { ChevronDown } from "lucide-react";

import type { Faq } from "@/content/types";
import { common } from "@/content/sections";
import { JsonLd } from "@/components/seo/json-ld";
import { SectionHeading } from "@/components/ui/section-heading";
import { faqPage } from "@/content/structured-data";
import { cn } from "@/lib/cn";

interface FaqSectionProps {
  faqs: Faq[];
  title?: string;
  description?: string;
  id?: string;
  /** On the tinted ground, where the section before it is on white (lib/grounds.ts says why). */
  tinted?: boolean;
}

/** Questions as <details>: they open and close without JavaScript. */
export function FaqSection({
  faqs,
  title = common.faqTitle,
  description,
  id = "faq",
  tinted = false,
}: FaqSectionProps) {
  return (
    <section id={id} className={cn("scroll-mt-24 section", tinted && "bg-slate-50")}>
      <JsonLd data={faqPage(faqs)} />
      {/* From 1024 px the heading stands beside the questions, and stays in view beside them. */}
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16">
        <SectionHeading
          eyebrow={common.faqEyebrow}
          title={title}
          description={description}
          align="left"
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <div className="grid content-start gap-4">
          {faqs.map((faq) => (
            <details
              key={faq.question}
              className="group rounded-2xl border border-slate-200 bg-white px-6 open:shadow-sm"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
