import { SectionRedirect, sectionRedirectMetadata } from "@/components/about/section-redirect";

export const metadata = sectionRedirectMetadata("achievements");

export default function AboutAchievementsPage() {
  return <SectionRedirect section="achievements" />;
}
