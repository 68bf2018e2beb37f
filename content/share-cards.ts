import { employmentLabel, jobHref, jobs } from "./jobs";
import { portfolioCategoryLabel, portfolioProjects } from "./portfolio";
import { articles, tagWords, tags } from "./articles";
import { blogText } from "./blog";
import { pages } from "./pages";
import { productHref, products } from "./products";
import { serviceHref, services } from "./services";
import { technologies, technologyHref } from "./technologies";
import {
  careersText,
  caseStudyText,
  productDetailText,
  serviceDetailText,
  technologyDetailText,
} from "./sections";

import { metaDescription } from "../lib/description";
import { cardSlug } from "./seo";

export interface ShareCard {
  slug: string;
  /** The small line above the title: the page's section and category. */
  eyebrow: string;
  title: string;
  description: string;
}

const card = (path: string, eyebrow: string, title: string, description: string): ShareCard => ({
  slug: cardSlug(path),
  eyebrow,
  title,
  description: metaDescription(description),
});

/**
 * One sharing card for every top-level page, every service, product, technology and case study
 * page, every open role, every article and every topic of the articles.
 */
export const shareCards: ShareCard[] = [
  ...pages.map((page) => card(page.href, "Dunga", page.title, page.description)),
  ...services.map((service) =>
    card(
      serviceHref(service.id),
      serviceDetailText.cardEyebrow(service.category),
      service.name,
      service.description,
    ),
  ),
  ...products.map((product) =>
    card(
      productHref(product.id),
      productDetailText.eyebrow(product.industry),
      product.title,
      product.description,
    ),
  ),
  ...technologies.map((technology) =>
    card(
      technologyHref(technology.id),
      technologyDetailText.eyebrow(technology.group),
      technology.name,
      technology.description,
    ),
  ),
  ...jobs.map((job) =>
    card(
      jobHref(job.id),
      careersText.job.cardEyebrow(employmentLabel(job)),
      job.title,
      job.summary,
    ),
  ),
  ...portfolioProjects.map((project) =>
    card(
      project.projectLink,
      caseStudyText.eyebrow(portfolioCategoryLabel(project.category)),
      project.title,
      project.description,
    ),
  ),
  ...articles.map((article) =>
    card(
      article.href,
      `${blogText.article.eyebrow} · ${article.tags[0]!.name}`,
      article.title,
      article.description,
    ),
  ),
  ...tags.map((tag) =>
    card(tag.href, blogText.tag.eyebrow, tagWords(tag).title, tagWords(tag).description),
  ),
];
