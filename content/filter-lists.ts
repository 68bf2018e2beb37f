// The site's filtered card lists, read from the content: what each list's radio buttons offer and
// which cards each option shows. The pages render them (their sections pass these to
// components/home/filterable-grid.tsx and components/products/product-catalogue.tsx) and the build
// writes the style rules that filter them before the page's script runs (lib/filter.ts,
// filterRules). Server code: it reads the content.
import { portfolioCategories, portfolioProjects } from "./portfolio";
import { products } from "./products";
import { featuredTechnologies, techCategoryLabels } from "./technologies";
import type { Technology } from "./types";

import { ALL, type FilterList, type FilterOption } from "../lib/filter";
import { PRODUCT_FILTERS, productTags } from "../lib/products";

/** "All", then each category present on the cards, in the order they first appear. */
export function technologyFilters(technologies: readonly Technology[]): FilterOption[] {
  const present = [...new Set(technologies.flatMap((technology) => technology.categories))];
  return [
    { id: ALL, label: "All" },
    ...present.map((id) => ({ id, label: techCategoryLabels[id] })),
  ];
}

export const portfolioFilter: FilterList = {
  id: "portfolio",
  options: portfolioCategories.map((category) => category.id),
  tags: portfolioProjects.map((project) => [project.category]),
  max: 4,
};

export const technologyFilter: FilterList = {
  id: "technologies",
  options: technologyFilters(featuredTechnologies).map((option) => option.id),
  tags: featuredTechnologies.map((technology) => technology.categories),
  max: 4,
  tiles: true,
};

/** The catalogue on /products: every product, three to a row at most. */
export const productFilter: FilterList = {
  id: "products",
  options: PRODUCT_FILTERS,
  tags: products.map(productTags),
  max: 3,
};

export const filterLists: readonly FilterList[] = [
  portfolioFilter,
  technologyFilter,
  productFilter,
];
