import { ChevronDown } from "lucide-react";

import { supportFaqs } from "@/content/support";
import { SectionHeading } from "@/components/ui/section-heading";

export function FaqSection() {
  return (
    <section id="faq" className="scroll-mt-24 section">
      <div className="container-page max-w-3xl">
        <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" />
        <div className="mt-10 grid gap-4">
          {supportFaqs.map((faq) => (
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
