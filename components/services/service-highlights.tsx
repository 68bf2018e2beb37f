import { Sparkles } from "lucide-react";

import { serviceDetailText } from "@/content/sections";
import type { Service } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";

interface ServiceHighlightsProps {
  service: Service;
}

/** Key features and benefits side by side: what the client gets, then why it matters. */
export function ServiceHighlights({ service }: ServiceHighlightsProps) {
  return (
    <div className="bg-slate-50 py-14 lg:py-20">
      <div className="container-page grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="features-heading" className={`${cardClass} p-8`}>
          <h2 id="features-heading" className="text-2xl font-bold sm:text-3xl">
            {serviceDetailText.features.title}
          </h2>
          <p className="mt-2">{serviceDetailText.features.description}</p>
          <CheckList items={service.features} className="mt-6" />
        </section>
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
      </div>
    </div>
  );
}
