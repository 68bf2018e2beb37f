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
 * What the client gets, in one band: the key features and the benefits side by side in one card
 * (two lists in one frame, so neither card stands taller than the other: as two cards, one left a
 * blank third or a hole beside the other), then the stack it is built with, its heading beside its
 * chips from 1024 px.
 */
export function ServiceHighlights({ service }: ServiceHighlightsProps) {
  const chips = service.techStack.map((name) => {
    const technology = technologyByName(name);
    return { label: name, href: technology && technologyHref(technology.id) };
  });
  return (
    <div className="bg-slate-50 py-14 lg:py-20">
      <div className="container-page grid gap-8">
        <div
          className={cn(
            cardClass,
            "grid divide-y divide-slate-200 lg:grid-cols-2 lg:divide-x lg:divide-y-0",
          )}
        >
          <HighlightSection
            name="features"
            title={serviceDetailText.features.title}
            description={serviceDetailText.features.description}
          >
            <CheckList items={service.features} className="mt-6" />
          </HighlightSection>
          <HighlightSection
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
          </HighlightSection>
        </div>
        {/* An anchor of its own (#technology-stack), as when it was a band. */}
        <HighlightSection
          name="technology-stack"
          anchor
          title={serviceDetailText.techStack.title}
          description={serviceDetailText.techStack.description}
          className={cn(
            cardClass,
            "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-10",
          )}
        >
          <ChipList
            chips={chips}
            label={serviceDetailText.techStack.label(service.name)}
            className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center"
          />
        </HighlightSection>
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
