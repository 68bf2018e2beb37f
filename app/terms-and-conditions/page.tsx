import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { terms } from "@/content/legal";

export const metadata: Metadata = {
  title: terms.title,
  description: "The terms for using the Dunga website and requesting quotes and proposals.",
  alternates: { canonical: "/terms-and-conditions" },
};

export default function TermsPage() {
  return <LegalDocumentView document={terms} />;
}
