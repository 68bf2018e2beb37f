import { SectionRedirect, sectionRedirectMetadata } from "@/components/about/section-redirect";
import { aboutAnchors } from "@/content/navigation";

const label = "Company Profile";

export const metadata = sectionRedirectMetadata(label);

export default function AboutProfilePage() {
  return <SectionRedirect anchor={aboutAnchors.profile} label={label} />;
}
