import type { Technology } from "@/content/types";
import { DetailSection } from "@/components/sections/detail-section";

import { TechnologyLinks } from "./technology-links";

interface RelatedTechnologiesProps {
  title: string;
  technologies: Technology[];
  tinted?: boolean;
}

export function RelatedTechnologies({ title, technologies, tinted }: RelatedTechnologiesProps) {
  if (technologies.length === 0) return null;
  return (
    <DetailSection id="more-technologies" title={title} tinted={tinted}>
      <TechnologyLinks technologies={technologies} />
    </DetailSection>
  );
}
