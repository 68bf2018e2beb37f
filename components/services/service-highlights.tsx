import { Sparkles } from "lucide-react";

import { technologyByName } from "@/content/catalogue-links";
import { serviceDetailText } from "@/content/sections";
import { technologyHref } from "@/content/technologies";
import type { Service } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import { ChipList } from "@/components/ui/chip-list";

interface ServiceHighlightsProps {
  service: Service;
}

/**
 * What the client gets, in one band: the key features on the left; the benefits and the stack it
 * is built with on the right, one card over the other. The stack had a band of its own, a row of
 * pills across the page, and the benefits' card stood half empty beside the longer features.
 */
export function ServiceHighlights({ service }: ServiceHighlightsProps) {
  const chips = service.techStack.map((name) => {
    const technology = technologyByName(name);
    return { label: name, href: technology && technologyHref(technology.id) };
  });
  return (
    <div className="bg-slate-50 py-14 lg:py-20">
      {/* Each card as tall as its own list: stretched to the taller column, the features' card
          stood with a blank lower third. */}
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="features-heading" className={`${cardClass} p-8`}>
          <h2 id="features-heading" className="text-2xl font-bold sm:text-3xl">
            {serviceDetailText.features.title}
          </h2>
          <p className="mt-2">{serviceDetailText.features.description}</p>
          <CheckList items={service.features} className="mt-6" />
        </section>
        <div className="grid content-start gap-8">
          <section aria-labelledby="benefits-heading" className={`${cardClass} p-8`}>
            <h2 id="benefits-heading" className="text-2xl font-bold sm:text-3xl">
              {serviceDetailText.benefits.title}
            </h2>
            <p className="mt-2">{serviceDetailText.benefits.description}</p>
            <ul className="mt-6 grid gap-3">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700">
                  <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-hover" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
          <section
            id="technology-stack"
            aria-labelledby="technology-stack-heading"
            className={`${cardClass} scroll-mt-20 p-8`}
          >
            <h2 id="technology-stack-heading" className="text-2xl font-bold sm:text-3xl">
              {serviceDetailText.techStack.title}
            </h2>
            <p className="mt-2">{serviceDetailText.techStack.description}</p>
            <ChipList
              chips={chips}
              label={serviceDetailText.techStack.label(service.name)}
              className="mt-6"
            />
          </section>
        </div>
      </div>
    </div>
  );
}
