import type { MetadataRoute } from "next";

import { pages } from "@/content/pages";
import { portfolioProjects } from "@/content/portfolio";
import { productHref, products } from "@/content/products";
import { serviceHref, services } from "@/content/services";
import { site } from "@/content/site";
import { technologies, technologyHref } from "@/content/technologies";
import { absoluteUrl } from "@/lib/url";

export const dynamic = "force-static";

/** Pages whose text changes on a date of their own; every other page changes with the site. */
const datedPages: Record<string, string> = {
  "/privacy-policies": site.legalUpdatedIso,
  "/terms-and-conditions": site.legalUpdatedIso,
};

export default function sitemap(): MetadataRoute.Sitemap {
  const siteUpdated = process.env.NEXT_PUBLIC_COMMIT_DATE ?? new Date().toISOString();
  const paths = [
    ...pages.map((page) => page.href),
    ...services.map((service) => serviceHref(service.id)),
    ...technologies.map((technology) => technologyHref(technology.id)),
    ...products.map((product) => productHref(product.id)),
    ...portfolioProjects.map((project) => project.projectLink),
  ];
  return paths.map((path) => ({
    // Each segment percent-encoded: "ai-&-machine-learning" would otherwise break the XML.
    url: absoluteUrl(path.split("/").map(encodeURIComponent).join("/")),
    lastModified: datedPages[path] ?? siteUpdated,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
