import { SectionRedirect, sectionRedirectMetadata } from "@/components/about/section-redirect";
import { aboutAnchors } from "@/content/navigation";

const label = "Our Achievements";

export const metadata = sectionRedirectMetadata(label);

export default function AboutAchievementsPage() {
  return <SectionRedirect anchor={aboutAnchors.achievements} label={label} />;
}
