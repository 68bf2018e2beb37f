import type { SearchEntry } from "@/lib/search";
import { pagePath } from "@/lib/url";

import { hireRoles } from "./hire";
import { pages } from "./pages";
import { products, productHref } from "./products";
import { serviceHref, services } from "./services";
import { technologies, technologyHref } from "./technologies";

/**
 * Everything the not-found page's search can find; new content is found without code changes.
 * Each entry links to its page's one address (`pagePath`), as the sitemap and canonical name it.
 */
export const searchIndex: SearchEntry[] = [
  ...pages.map((page) => ({ ...page, href: pagePath(page.href), kind: "Page" })),
  ...services.map((service) => ({
    title: service.name,
    description: service.description,
    href: pagePath(serviceHref(service.id)),
    kind: "Service",
  })),
  ...technologies.map((technology) => ({
    title: technology.name,
    description: technology.description,
    href: pagePath(technologyHref(technology.id)),
    kind: "Technology",
  })),
  ...products.map((product) => ({
    title: product.title,
    description: product.description,
    href: pagePath(productHref(product.id)),
    kind: "Product",
  })),
  ...hireRoles.map((role) => ({
    title: `Hire ${role.title}`,
    description: role.description,
    href: pagePath(`/hire#${role.id}`),
    kind: "Hire",
  })),
];
