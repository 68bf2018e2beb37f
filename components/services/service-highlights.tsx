import type { ReactNode } from "react";
import { Sparkles } from "lucide-react";

import { technologyByName } from "@/content/catalogue-links";
import { serviceDetailText } from "@/content/sections";
import { technologyHref } from "@/content/technologies";
import type { Service } from "@/content/types";
import { cardClass } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import { ChipList } from "@/components/ui/chip-list";
import { cn } from "@/lib/cn";

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
        <HighlightCard
          name="features"
          title={serviceDetailText.features.title}
          description={serviceDetailText.features.description}
        >
          <CheckList items={service.features} className="mt-6" />
        </HighlightCard>
        <div className="grid content-start gap-8">
          <HighlightCard
            name="benefits"
            title={serviceDetailText.benefits.title}
            description={serviceDetailText.benefits.description}
          >
            <CheckList
              items={service.benefits}
              icon={Sparkles}
              iconClassName="text-accent-hover"
              className="mt-6"
            />
          </HighlightCard>
          {/* An anchor of its own (#technology-stack), as when it was a band. */}
          <HighlightCard
            name="technology-stack"
            anchor
            title={serviceDetailText.techStack.title}
            description={serviceDetailText.techStack.description}
          >
            <ChipList
              chips={chips}
              label={serviceDetailText.techStack.label(service.name)}
              className="mt-6"
            />
          </HighlightCard>
        </div>
      </div>
    </div>
  );
}

/** One card of the band: its heading (named `${name}-heading`), the line under it, its list. */
function HighlightCard({
  name,
  anchor = false,
  title,
  description,
  children,
}: {
  name: string;
  /** The card is a link's target: `id={name}`, clear of the sticky header. */
  anchor?: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor ? name : undefined}
      aria-labelledby={`${name}-heading`}
      className={cn(cardClass, "p-8", anchor && "scroll-mt-20")}
    >
      <h2 id={`${name}-heading`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2">{description}</p>
      {children}
    </section>
  );
}
