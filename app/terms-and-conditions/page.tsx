import type { Metadata } from "next";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { staticPageMetadata } from "@/content/seo";
import { site } from "@/content/site";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { terms } from "@/content/legal";

export const metadata: Metadata = staticPageMetadata("/terms-and-conditions");

export default function TermsPage() {
  return (
    <>
      <BreadcrumbJsonLd href="/terms-and-conditions" />
      <LegalDocumentView document={terms} href="/terms-and-conditions" email={site.email} />
    </>
  );
}
