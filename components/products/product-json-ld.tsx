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
        // A customisable platform delivered as a project: a Service, not a product for sale.
        "@type": "Service",
        name: product.title,
        description: product.description,
        url: absoluteUrl(productHref(product.id)),
        serviceType: `${product.industry} app development`,
        category: product.industry,
        provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
      }}
    />
  );
}
