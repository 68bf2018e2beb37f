// The site's filtered card lists, read from the content: what each list's radio buttons offer and
// which cards each option shows. The pages render them (their sections pass these to
// components/home/filterable-grid.tsx and components/products/product-catalogue.tsx) and the build
// writes the style rules that filter them before the page's script runs (lib/filter.ts,
// filterRules). Server code: it reads the content.
import { portfolioCategories, portfolioProjects } from "../content/portfolio";
import { products } from "../content/products";
import { featuredTechnologies } from "../content/technologies";

import type { FilterList } from "./filter";
import { PRODUCT_FILTERS, productTags } from "./products";
import { technologyFilters } from "./technology-filter";

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
