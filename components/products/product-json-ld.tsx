import { productHref } from "@/content/products";
import { site } from "@/content/site";
import type { Product } from "@/content/types";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/url";

interface ProductJsonLdProps {
  product: Product;
}

export function ProductJsonLd({ product }: ProductJsonLdProps) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: product.title,
        description: product.description,
        url: absoluteUrl(productHref(product.id)),
        applicationCategory: "BusinessApplication",
        operatingSystem: product.platforms.join(", "),
        featureList: product.features,
        publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
      }}
    />
  );
}
