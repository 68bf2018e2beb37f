import type { z } from "zod";

import { choice, group, list, markdown, text } from "./fields";

/**
 * The anchors of the legal pages' sections (/terms-and-conditions#confidentiality …), listed at
 * the top of each page and linked to from elsewhere, so they are fixed here rather than edited:
 * a marketer can reword and reorder the sections, and each anchor is used exactly once.
 */
export const termsSectionIds = [
  "acceptance-of-these-terms",
  "use-of-this-website",
  "services-proposals-and-payment",
  "client-responsibilities",
  "intellectual-property",
  "confidentiality",
  "third-party-links-and-services",
  "disclaimer-of-warranties",
  "limitation-of-liability",
  "governing-law-and-disputes",
  "changes-and-contact",
] as const;

export const privacySectionIds = [
  "who-we-are",
  "information-we-collect",
  "how-we-use-your-information",
  "legal-bases-for-processing",
  "sharing-and-service-providers",
  "international-transfers",
  "data-retention",
  "data-security",
  "local-storage-and-cookies",
  "your-rights",
  "children",
  "making-a-request",
  "changes-and-contact",
] as const;

export type TermsSectionId = (typeof termsSectionIds)[number];
export type PrivacySectionId = (typeof privacySectionIds)[number];

function section<const T extends readonly [string, ...string[]]>(anchors: T) {
  return group(
    {
      id: choice(anchors, {
        label: "Anchor (fixed)",
        hint: "The section's place on the page (#…), which the contents list and other links point at. Each anchor is used once; a new one needs a developer.",
      }),
      title: text({ label: "Heading" }),
      body: markdown({
        label: "Text",
        hint: "Paragraphs and bulleted points. Email addresses become links by themselves.",
      }),
    },
    { label: "Section", summary: "{{fields.title}}" },
  );
}

function legalText<const T extends readonly [string, ...string[]]>(
  anchors: T,
  label: string,
  hint: string,
) {
  return group(
    {
      title: text({ label: "Page title" }),
      intro: text({ label: "Introduction", widget: "text" }),
      sections: list(section(anchors), {
        label: "Sections",
        hint,
        summary: "{{fields.title}}",
        length: anchors.length,
      }),
    },
    { label },
  );
}

export const termsSection = section(termsSectionIds);
export const privacySection = section(privacySectionIds);

/**
 * content/data/legal.json: the texts of the terms and the privacy policy. The date they were last
 * updated is the site's (content/data/site.json), shared by both pages and the sitemap.
 */
export const legalFile = group({
  terms: legalText(
    termsSectionIds,
    "Terms and Conditions",
    "Exactly 11 sections, numbered in this order on the page; the liability cap (12 months) is stated in the text.",
  ),
  privacy: legalText(
    privacySectionIds,
    "Privacy Policy",
    "Exactly 13 sections, numbered in this order on the page; the minimum age (16) and the reply time for requests (30 days) are stated in the text.",
  ),
});

export type LegalFile = z.infer<typeof legalFile>;

export type LegalSection = z.infer<typeof termsSection> | z.infer<typeof privacySection>;

/** A legal page as the site shows it: its text, plus the site's "last updated" date (content/site.ts). */
export type LegalDocument = Omit<LegalFile["terms"], "sections"> & {
  lastUpdated: string;
  sections: LegalSection[];
};
