import { SectionRedirect, sectionRedirectMetadata } from "@/components/about/section-redirect";
import { aboutAnchors } from "@/content/navigation";
import { site } from "@/content/site";

const label = `Life @ ${site.name}`;

export const metadata = sectionRedirectMetadata(label);

export default function AboutCulturePage() {
  return <SectionRedirect anchor={aboutAnchors.culture} label={label} />;
}
