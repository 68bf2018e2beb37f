import { TEXT_ITEMS, type SearchDocument } from "@/lib/search";
import { pagePath } from "@/lib/url";

import { articles, tagWords, tags } from "./articles";
import { hireRoles } from "./hire";
import { jobHref, jobs } from "./jobs";
import { pages } from "./pages";
import { portfolioProjects } from "./portfolio";
import { productHref, products } from "./products";
import { serviceHref, services } from "./services";
import { technologies, technologyHref } from "./technologies";
import { siteSearchText } from "./widgets";

/**
 * One kind of page the site search finds: the name shown beside its results, and its pages as
 * search documents (read at build time, so a new entry is found with no code change).
 *
 * To make a new kind of page searchable, add one entry here: for a folder collection,
 * `{ kind: <the collection's singular>, documents: () => readEntries(...).map(...) }`.
 */
interface SearchKind {
  kind: string;
  documents: () => Omit<SearchDocument, "kind">[];
  /** Below 1 for kinds that are parts of a page (SearchDocument.weight). */
  weight?: number;
}

const { kinds } = siteSearchText;

/** Words the search finds a page by besides its title and description. */
const words = (...lists: (string | readonly string[])[]) => lists.flat().join(TEXT_ITEMS);

export const searchKinds: SearchKind[] = [
  {
    kind: kinds.page,
    // The search page itself is not a result.
    documents: () =>
      pages
        .filter((page) => page.href !== "/search")
        .map(({ href, title, description }) => ({ href, title, description })),
  },
  {
    kind: kinds.service,
    documents: () =>
      services.map((service) => ({
        href: serviceHref(service.id),
        title: service.name,
        description: service.description,
        text: words(service.category, service.features, service.techStack),
      })),
  },
  {
    kind: kinds.technology,
    documents: () =>
      technologies.map((technology) => ({
        href: technologyHref(technology.id),
        title: technology.name,
        description: technology.description,
        text: words(technology.group, technology.useCases),
      })),
  },
  {
    kind: kinds.product,
    documents: () =>
      products.map((product) => ({
        href: productHref(product.id),
        title: product.title,
        description: product.description,
        text: words(product.industry, product.modules, product.features),
      })),
  },
  {
    kind: kinds.hire,
    // A role is a section of /hire: the service or technology of the same name comes first.
    weight: 0.8,
    documents: () =>
      hireRoles.map((role) => ({
        href: `/hire#${role.id}`,
        title: siteSearchText.hireTitle(role.title),
        description: role.description,
        text: words(role.skills),
      })),
  },
  {
    kind: kinds.caseStudy,
    documents: () =>
      portfolioProjects.map((project) => ({
        href: project.projectLink,
        title: project.title,
        description: project.description,
        text: words(project.clientName, project.stack),
      })),
  },
  {
    kind: kinds.article,
    documents: () => [
      ...articles.map((article) => ({
        href: article.href,
        title: article.title,
        description: article.description,
        text: words(
          article.author.name,
          article.tags.map((tag) => tag.name),
        ),
      })),
      // A topic's page lists its articles: a page named by the same word comes first.
      ...tags.map((tag) => ({
        weight: 0.5,
        href: tag.href,
        ...tagWords(tag),
      })),
    ],
  },
  {
    kind: kinds.job,
    // The roles open on the day of the build, like the sitemap.
    documents: () =>
      jobs.map((job) => ({
        href: jobHref(job.id),
        title: job.title,
        description: job.summary,
      })),
  },
];

/** Every page the site search finds, kind by kind: what /search-index.json indexes. */
export function searchDocuments(): SearchDocument[] {
  return searchKinds.flatMap(({ kind, documents, weight }) =>
    documents().map((document) => ({
      ...document,
      // The page's one address, as the sitemap and its canonical link name it.
      href: pagePath(document.href),
      kind,
      ...(weight && { weight }),
    })),
  );
}
