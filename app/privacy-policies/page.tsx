import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";
import { site } from "@/content/site";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { privacy } from "@/content/legal";

export const metadata: Metadata = staticPageMetadata("/privacy-policies");

export default function PrivacyPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/privacy-policies" />
      <LegalDocumentView document={privacy} href="/privacy-policies" email={site.privacyEmail} />
    </>
  );
}
