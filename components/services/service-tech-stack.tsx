import type { Service } from "@/content/types";
import { ChipList } from "@/components/ui/chip-list";
import { technologyByName } from "@/lib/catalogue";

import { DetailSection } from "@/components/sections/detail-section";

interface ServiceTechStackProps {
  service: Service;
}

export function ServiceTechStack({ service }: ServiceTechStackProps) {
  const chips = service.techStack.map((name) => {
    const technology = technologyByName(name);
    return { label: name, href: technology && `/technologies/${technology.id}` };
  });
  return (
    <DetailSection
      id="technology-stack"
      title="Technology Stack"
      description="Proven tools we use for this work. Linked ones have a page of their own."
    >
      <ChipList chips={chips} label={`${service.name} technologies`} className="mt-8" />
    </DetailSection>
  );
}
