import { SectionRedirect, sectionRedirectMetadata } from "@/components/about/section-redirect";

export const metadata = sectionRedirectMetadata("culture");

export default function AboutCulturePage() {
  return <SectionRedirect section="culture" />;
}
