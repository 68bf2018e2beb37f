import { blogText } from "@/content/blog";
import { CtaSection } from "@/components/sections/cta-section";

/** The call to action that closes every Insights page: from reading to asking for a quote. */
export function BlogCta() {
  return (
    <CtaSection
      title={blogText.cta.title}
      description={blogText.cta.description}
      primary={{ label: blogText.cta.action, href: "/quote" }}
    />
  );
}
