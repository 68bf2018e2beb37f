import { serviceDetailText } from "@/content/sections";
import type { Service } from "@/content/types";
import { ChipList } from "@/components/ui/chip-list";
import { technologyByName } from "@/content/catalogue-links";

import { DetailSection } from "@/components/sections/detail-section";
import { technologyHref } from "@/content/technologies";

interface ServiceTechStackProps {
  service: Service;
}

export function ServiceTechStack({ service }: ServiceTechStackProps) {
  const chips = service.techStack.map((name) => {
    const technology = technologyByName(name);
    return { label: name, href: technology && technologyHref(technology.id) };
  });
  return (
    <DetailSection
      id="technology-stack"
      title={serviceDetailText.techStack.title}
      description={serviceDetailText.techStack.description}
    >
      <ChipList
        chips={chips}
        label={serviceDetailText.techStack.label(service.name)}
        className="mt-8"
      />
    </DetailSection>
  );
}
