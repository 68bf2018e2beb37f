import type { MetadataRoute } from "next";

import { pages } from "@/content/pages";
import { products, productHref } from "@/content/products";
import { services } from "@/content/services";
import { technologies } from "@/content/technologies";
import { absoluteUrl } from "@/lib/url";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...pages.map((page) => page.href),
    ...services.map((service) => `/services/${service.id}`),
    ...technologies.map((technology) => `/technologies/${technology.id}`),
    ...products.map((product) => productHref(product.id)),
  ];
  return paths.map((path) => ({
    // Each segment percent-encoded: "ai-&-machine-learning" would otherwise break the XML.
    url: absoluteUrl(path.split("/").map(encodeURIComponent).join("/")),
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
