import { figures, site } from "@/content/site";
import { absoluteUrl } from "@/lib/url";

import { JsonLd } from "./json-ld";

export function OrganizationJsonLd() {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        legalName: site.legalName,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/logo.svg"),
        description: site.description,
        foundingDate: String(figures.founded),
        email: site.email,
        telephone: site.phone,
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.countryCode,
        },
        sameAs: site.social.map((profile) => profile.href),
      }}
    />
  );
}
