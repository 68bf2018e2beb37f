import type { MetadataRoute } from "next";

import { jobHref, jobs } from "@/content/jobs";
import { pages } from "@/content/pages";
import { portfolioProjects } from "@/content/portfolio";
import { productHref, products } from "@/content/products";
import { serviceHref, services } from "@/content/services";
import { site } from "@/content/site";
import { technologies, technologyHref } from "@/content/technologies";
import { pageUrl } from "@/lib/url";

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
    // The roles open on the day of the build: a role past its last day leaves with that build.
    ...jobs.map((job) => jobHref(job.id)),
    ...portfolioProjects.map((project) => project.projectLink),
  ];
  return paths.map((path) => ({
    // The page's one address, as its canonical link names it.
    url: pageUrl(path),
    lastModified: datedPages[path] ?? siteUpdated,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
