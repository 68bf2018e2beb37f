import type { MetadataRoute } from "next";

import { jobHref, jobs } from "@/content/jobs";
import { articles, tags } from "@/content/articles";
import { pages } from "@/content/pages";
import { portfolioProjects } from "@/content/portfolio";
import { productHref, products } from "@/content/products";
import { serviceHref, services } from "@/content/services";
import { site } from "@/content/site";
import { technologies, technologyHref } from "@/content/technologies";
import { pageUrl } from "@/lib/url";

export const dynamic = "force-static";

/** The newest change among some articles. */
const newest = (list: readonly { modified: string }[]) =>
  list
    .map((article) => article.modified)
    .sort()
    .at(-1)!;

/**
 * Pages whose text changes on a date of their own (an article, its topics and the list change
 * with the articles); every other page changes with the site.
 */
const datedPages: Record<string, string> = {
  "/privacy-policies": site.legalUpdatedIso,
  "/terms-and-conditions": site.legalUpdatedIso,
  "/blog": newest(articles),
  ...Object.fromEntries(articles.map((article) => [article.href, article.modified])),
  ...Object.fromEntries(tags.map((tag) => [tag.href, newest(tag.articles)])),
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
    ...articles.map((article) => article.href),
    ...tags.map((tag) => tag.href),
  ];
  return paths.map((path) => ({
    // The page's one address, as its canonical link names it.
    url: pageUrl(path),
    lastModified: datedPages[path] ?? siteUpdated,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
