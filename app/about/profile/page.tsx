import { SectionRedirect, sectionRedirectMetadata } from "@/components/about/section-redirect";

export const metadata = sectionRedirectMetadata("profile");

export default function AboutProfilePage() {
  return <SectionRedirect section="profile" />;
}
