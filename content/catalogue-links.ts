import { getProject, portfolioProjects } from "./portfolio";
import { products } from "./products";
import { serviceCategories, services, type ServiceCategory } from "./services";
import { techGroups, technologies } from "./technologies";
import type { PortfolioProject, Product, Service, TechGroup, Technology } from "./types";

/** The technology a service's tech-stack entry names, when the site has a page for it. */
export function technologyByName(name: string): Technology | undefined {
  return technologies.find((technology) => technology.name === name);
}

/** Services whose technology stack lists this technology, in list order. */
export function servicesUsing(technology: Technology): Service[] {
  return services.filter((service) => service.techStack.includes(technology.name));
}

/**
 * The services page, category by category. A service area that is also a category of its own
 * (Web Development, Mobile Development) is not repeated as a card in "Service Areas": its
 * category section links to its page instead, as `overview`.
 */
export function servicesByCategory(): {
  category: ServiceCategory;
  services: Service[];
  overview?: Service;
}[] {
  const categoryIds = new Set<string>(serviceCategories.map((category) => category.id));
  return serviceCategories.map((category) => ({
    category,
    services: services.filter(
      (service) => service.categoryId === category.id && !categoryIds.has(service.id),
    ),
    overview: services.find(
      (service) => service.id === category.id && service.categoryId !== category.id,
    ),
  }));
}

/** The other technologies of the same group, for a technology's page. */
export function sameGroupTechnologies(technology: Technology): Technology[] {
  return technologies.filter(
    (candidate) => candidate.group === technology.group && candidate.id !== technology.id,
  );
}

/** Other services for a service page: its own category first, then the rest, in list order. */
export function relatedServices(service: Service, max = 3): Service[] {
  const others = services.filter((candidate) => candidate.id !== service.id);
  const sameCategory = others.filter((candidate) => candidate.categoryId === service.categoryId);
  const rest = others.filter((candidate) => candidate.categoryId !== service.categoryId);
  return [...sameCategory, ...rest].slice(0, max);
}

const sharesFlag = (a: Product, b: Product) =>
  (a.isNew === true && b.isNew === true) || (a.isHot === true && b.isHot === true);

/**
 * Other products for a product's page: the same industry first, then those sharing its NEW or
 * HOT flag, then the rest, each group in catalogue order.
 */
export function relatedProducts(product: Product, max = 3): Product[] {
  const others = products.filter((candidate) => candidate.id !== product.id);
  const rank = (candidate: Product) =>
    candidate.industry === product.industry ? 0 : sharesFlag(candidate, product) ? 1 : 2;
  return others
    .map((candidate, index) => ({ candidate, index, rank: rank(candidate) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, max)
    .map(({ candidate }) => candidate);
}

/** The client's project a product was shipped as (its "Shipped for a client"), if it names one. */
export function shippedProject(product: Product): PortfolioProject | undefined {
  return product.project ? getProject(product.project) : undefined;
}

/** Portfolio projects whose stack lists this technology, in portfolio order. */
export function projectsBuiltWith(technology: Technology): PortfolioProject[] {
  return portfolioProjects.filter((project) => project.technologies.includes(technology.id));
}

/** A client project shown beside a technology group, with the group's technologies it used. */
export type GroupProject = { project: PortfolioProject; technologies: Technology[] };

/**
 * One project to show beside each technology group on /technologies, with the group's
 * technologies it was built with: the project using most of them, and a different project for
 * each group where there is one, so the page shows as many pieces of work as it can. A group no
 * project uses has none.
 */
export function groupProjects(): Map<TechGroup, GroupProject> {
  const shown = new Map<TechGroup, GroupProject>();
  for (const group of techGroups) {
    const members = technologies.filter((technology) => technology.group === group);
    const candidates = portfolioProjects
      .map((project) => ({
        project,
        technologies: members.filter((technology) => project.technologies.includes(technology.id)),
      }))
      .filter((candidate) => candidate.technologies.length > 0)
      .sort((a, b) => b.technologies.length - a.technologies.length);
    const taken = new Set([...shown.values()].map(({ project }) => project.id));
    const pick = candidates.find(({ project }) => !taken.has(project.id)) ?? candidates[0];
    if (pick) shown.set(group, pick);
  }
  return shown;
}
