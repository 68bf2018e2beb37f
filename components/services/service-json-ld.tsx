import { site } from "@/content/site";
import type { Service } from "@/content/types";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/url";
import { serviceArt } from "@/lib/service-art";

interface ServiceJsonLdProps {
  service: Service;
}

export function ServiceJsonLd({ service }: ServiceJsonLdProps) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.name,
        serviceType: service.category,
        description: service.description,
        url: absoluteUrl(`/services/${service.id}`),
        image: absoluteUrl(serviceArt(service).src),
        areaServed: "Worldwide",
        provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
      }}
    />
  );
}
