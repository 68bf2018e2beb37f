import type { SearchEntry } from "@/lib/search";

import { hireRoles } from "./hire";
import { jobHref, jobs } from "./jobs";
import { pages } from "./pages";
import { products, productHref } from "./products";
import { services } from "./services";
import { technologies } from "./technologies";

/** Everything the not-found page's search can find; new content is found without code changes. */
export const searchIndex: SearchEntry[] = [
  ...pages.map((page) => ({ ...page, kind: "Page" })),
  ...services.map((service) => ({
    title: service.name,
    description: service.description,
    href: `/services/${service.id}`,
    kind: "Service",
  })),
  ...technologies.map((technology) => ({
    title: technology.name,
    description: technology.description,
    href: `/technologies/${technology.id}`,
    kind: "Technology",
  })),
  ...products.map((product) => ({
    title: product.title,
    description: product.description,
    href: productHref(product.id),
    kind: "Product",
  })),
  ...hireRoles.map((role) => ({
    title: `Hire ${role.title}`,
    description: role.description,
    href: `/hire#${role.id}`,
    kind: "Hire",
  })),
  // The roles open on the day of the build, like the sitemap.
  ...jobs.map((job) => ({
    title: job.title,
    description: job.summary,
    href: jobHref(job.id),
    kind: "Job",
  })),
];
