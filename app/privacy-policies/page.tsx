import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document";
import { privacy } from "@/content/legal";

export const metadata: Metadata = {
  title: privacy.title,
  description: "How Dunga collects, uses and protects the details you send through this website.",
  alternates: { canonical: "/privacy-policies" },
};

export default function PrivacyPage() {
  return <LegalDocumentView document={privacy} />;
}
