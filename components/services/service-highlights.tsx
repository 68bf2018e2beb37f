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
 * What the client gets, in one card: the key features across it (two columns of them from
 * 1024 px), then the benefits and the stack side by side. Parts of one frame share its height:
 * as two cards, one left a blank third or a hole beside the other; the stack alone in a card of
 * the page's width was one short row of chips in an empty box; and three columns side by side
 * left the benefits' and the stack's short lists in two half-empty wells beside six features.
 */
export function ServiceHighlights({ service }: ServiceHighlightsProps) {
  const chips = service.techStack.map((name) => {
    const technology = technologyByName(name);
    return { label: name, href: technology && technologyHref(technology.id) };
  });
  return (
    <div className="bg-slate-50 py-14 lg:py-20">
      <div className="container-page">
        <div className={cn(cardClass, "grid lg:grid-cols-2")}>
          <HighlightSection
            name="features"
            title={serviceDetailText.features.title}
            description={serviceDetailText.features.description}
            className="border-b border-slate-200 lg:col-span-2"
          >
            <CheckList items={service.features} className="mt-6 lg:grid-cols-2 lg:gap-x-10" />
          </HighlightSection>
          <HighlightSection
            name="benefits"
            title={serviceDetailText.benefits.title}
            description={serviceDetailText.benefits.description}
            className="border-b border-slate-200 lg:border-r lg:border-b-0"
          >
            <CheckList
              items={service.benefits}
              icon={Sparkles}
              iconClassName="text-accent-hover"
              className="mt-6"
            />
          </HighlightSection>
          {/* An anchor of its own (#technology-stack), as when it was a band. */}
          <HighlightSection
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
          </HighlightSection>
        </div>
      </div>
    </div>
  );
}

/** One part of the band: its heading (named `${name}-heading`), the line under it, its list. */
function HighlightSection({
  name,
  anchor = false,
  title,
  description,
  className,
  children,
}: {
  name: string;
  /** The part is a link's target: `id={name}`, clear of the sticky header. */
  anchor?: boolean;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor ? name : undefined}
      aria-labelledby={`${name}-heading`}
      className={cn("p-6 sm:p-8", anchor && "scroll-mt-20", className)}
    >
      <h2 id={`${name}-heading`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2">{description}</p>
      {children}
    </section>
  );
}
