import type { Metadata } from "next";

import { ButtonLink } from "@/components/ui/button-link";
import { isPreview, pageMetadata } from "@/content/seo";
import { aboutAnchors } from "@/content/navigation";
import { aboutText } from "@/content/sections";

/** An About section that once had its own address. */
type MovedSection = "profile" | "culture" | "achievements";

interface SectionRedirectProps {
  section: MovedSection;
}

const target = (section: MovedSection) => `/about#${aboutAnchors[section]}`;

export function sectionRedirectMetadata(section: MovedSection): Metadata {
  const label = aboutText.jumpLinks[section];
  return {
    ...pageMetadata({
      path: "/about",
      title: label,
      description: aboutText.moved.description(label),
    }),
    robots: { index: false, follow: !isPreview() },
  };
}

/**
 * An old /about/* path. The site's own server answers it with a 301; on any other host this page
 * sends the visitor on itself (React hoists the meta refresh into the head), and the link serves
 * anyone whose browser does not follow it.
 */
export function SectionRedirect({ section }: SectionRedirectProps) {
  const label = aboutText.jumpLinks[section];
  return (
    <section className="container-page py-24 text-center">
      <meta httpEquiv="refresh" content={`0; url=${target(section)}`} />
      <h1 className="text-3xl font-bold sm:text-4xl">{label}</h1>
      <p className="mt-4 text-lg">{aboutText.moved.text}</p>
      <ButtonLink href={target(section)} className="mt-8">
        {aboutText.moved.button(label)}
      </ButtonLink>
    </section>
  );
}
