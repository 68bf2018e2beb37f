import { Mail } from "lucide-react";

import { applySteps } from "@/content/careers";
import { site } from "@/content/site";
import { careersText } from "@/content/sections";
import { buttonClasses, ButtonLink } from "@/components/ui/button-link";
import { cardClass } from "@/components/ui/card";
import { StepNumber } from "@/components/ui/step-number";

import { applyHref } from "./apply-link";

const text = careersText.apply;

export function ApplySection() {
  return (
    <section id="how-to-apply" className="scroll-mt-24 section">
      <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 className="mt-2 text-3xl font-bold sm:text-4xl">{text.title}</h2>
          <ol className="mt-8 grid gap-6">
            {applySteps.map((step, index) => (
              <li key={step} className="flex gap-5">
                <StepNumber index={index} className="w-12 shrink-0 text-3xl" />
                <p className="pt-1">{step}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className={`${cardClass} p-7 sm:p-8`}>
          <h3 className="text-xl font-bold">{text.cvTitle}</h3>
          <p className="mt-2">{text.cvText}</p>
          <a href={applyHref()} className={buttonClasses("accent", "mt-6 w-full")}>
            <Mail aria-hidden="true" className="size-4" />
            {site.careersEmail}
          </a>
          <p className="mt-6 text-sm">{text.questions}</p>
          <ButtonLink href={text.contact.href} variant="outline" className="mt-2 w-full">
            {text.contact.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
