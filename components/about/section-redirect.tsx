import type { Metadata } from "next";

import { ButtonLink } from "@/components/ui/button-link";
import { isPreview, pageMetadata } from "@/lib/seo";

interface SectionRedirectProps {
  /** The About section's anchor, e.g. "company-profile". */
  anchor: string;
  label: string;
}

const target = (anchor: string) => `/about#${anchor}`;

export function sectionRedirectMetadata(label: string): Metadata {
  return {
    ...pageMetadata({
      path: "/about",
      title: label,
      description: `${label} has moved to a section of our About page, which tells our story, introduces our team and shows our culture and awards.`,
    }),
    robots: { index: false, follow: !isPreview() },
  };
}

/**
 * An old /about/* path. The site's own server answers it with a 301; on any other host this page
 * sends the visitor on itself (React hoists the meta refresh into the head), and the link serves
 * anyone whose browser does not follow it.
 */
export function SectionRedirect({ anchor, label }: SectionRedirectProps) {
  return (
    <section className="container-page py-24 text-center">
      <meta httpEquiv="refresh" content={`0; url=${target(anchor)}`} />
      <h1 className="text-3xl font-bold sm:text-4xl">{label}</h1>
      <p className="mt-4 text-lg">This page has moved to a section of our About page.</p>
      <ButtonLink href={target(anchor)} className="mt-8">
        {`Continue to ${label}`}
      </ButtonLink>
    </section>
  );
}
