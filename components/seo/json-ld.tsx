interface JsonLdProps {
  data: Record<string, unknown>;
}

/** Structured data for search engines; "<" is escaped so no text can close the script. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
