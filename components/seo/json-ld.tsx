import type { Thing } from "@/content/structured-data";

interface JsonLdProps {
  data: Thing | Thing[];
}

/**
 * Structured data for search engines. A data block, never run, so the script policy needs no hash
 * for it; "<" is escaped so that no text can close the script element.
 */
export function JsonLd({ data }: JsonLdProps) {
  const document = Array.isArray(data)
    ? { "@context": "https://schema.org", "@graph": data }
    : { "@context": "https://schema.org", ...data };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(document).replace(/</g, "\\u003c") }}
    />
  );
}
