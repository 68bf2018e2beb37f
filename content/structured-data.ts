import { getPage, pages } from "./pages";
import { figures, site } from "./site";
import type { Faq } from "./types";

import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  ProfessionalService,
  Service,
  Thing as SchemaThing,
  WebSite,
} from "schema-dts";

import { absoluteUrl, pageUrl } from "../lib/url";

/**
 * schema.org data as search engines read it: plain JSON objects, typed by schema-dts (the
 * schema.org vocabulary as TypeScript types), so a misspelt property or a wrong type of value is a
 * type error.
 */
export type Thing = Exclude<SchemaThing, string>;

const organizationId = () => absoluteUrl("/#organization");

/** The office, where the agency is and where its jobs are done. */
function postalAddress() {
  const { street, city, region, postalCode, countryCode } = site.address;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: countryCode,
  } as const;
}

/** The agency: a ProfessionalService (an Organization that serves clients from an office). */
export function organization(): Exclude<ProfessionalService, string> {
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: pageUrl("/"),
    logo: absoluteUrl("/logo.svg"),
    image: absoluteUrl("/og/home.png"),
    description: site.description,
    foundingDate: String(figures.founded),
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.email,
        telephone: site.phone,
        areaServed: site.areaServed,
        availableLanguage: site.languages,
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: site.supportEmail,
        telephone: site.phone,
      },
    ],
    sameAs: site.social.map((profile) => profile.href),
  };
}

export function website(): Exclude<WebSite, string> {
  return {
    "@type": "WebSite",
    name: site.name,
    url: pageUrl("/"),
    description: site.description,
    inLanguage: "en-IN",
    publisher: { "@id": organizationId() },
  };
}

const provider = () =>
  ({ "@type": "Organization", "@id": organizationId(), name: site.name }) as const;

interface ServiceInput {
  path: string;
  name: string;
  description: string;
  serviceType: string;
  category?: string;
  image?: string;
}

/** A service Dunga delivers: the service pages, and the products and technologies it builds with. */
export function service({
  path,
  image,
  category,
  ...named
}: ServiceInput): Exclude<Service, string> {
  return {
    "@type": "Service",
    ...named,
    ...(category ? { category } : {}),
    url: pageUrl(path),
    ...(image ? { image: absoluteUrl(image) } : {}),
    areaServed: site.areaServed,
    provider: provider(),
  };
}

interface ArticleInput {
  path: string;
  headline: string;
  description: string;
  /** Paths of pictures of the subject, the widest first. */
  images: string[];
  /** year-month-day */
  datePublished: string;
  /** Whom it is about, such as the client of a case study. */
  about: string;
}

/**
 * An article the agency wrote, such as a case study: Google reads its headline, pictures, date and
 * author (the agency, with its address) for its results.
 */
export function article({ path, images, about, ...told }: ArticleInput): Exclude<Article, string> {
  return {
    "@type": "Article",
    ...told,
    image: images.map((image) => absoluteUrl(image)),
    author: {
      "@type": "Organization",
      "@id": organizationId(),
      name: site.name,
      url: absoluteUrl("/"),
    },
    publisher: provider(),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    inLanguage: "en-IN",
    about: { "@type": "Organization", name: about },
  };
}

interface BlogPostingInput {
  path: string;
  title: string;
  description: string;
  /** Calendar dates, 2026-09-15. */
  datePublished: string;
  dateModified: string;
  author: { name: string; role: string; path: string };
  /** The cover, a path on this site. */
  image: string;
  tags: string[];
}

/**
 * An article of /blog, with what Google asks of one: headline, image, the dates, and an author
 * with a page about them (their card on /about).
 */
export function blogPosting(article: BlogPostingInput): Exclude<BlogPosting, string> {
  const url = absoluteUrl(article.path);
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.description,
    image: [absoluteUrl(article.image)],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: [
      {
        "@type": "Person",
        name: article.author.name,
        jobTitle: article.author.role,
        url: absoluteUrl(article.author.path),
        worksFor: { "@id": organizationId() },
      },
    ],
    publisher: { ...provider(), logo: absoluteUrl("/logo.svg") },
    keywords: article.tags.join(", "),
    inLanguage: "en-IN",
  };
}

/**
 * Home › section › page, from the path: the first segment names a fixed page (its title from
 * content/pages.ts), and the page's own title ends the trail.
 */
export function breadcrumbs(path: string, title: string): Exclude<BreadcrumbList, string> {
  const trail = [{ name: getPage("/").title, path: "/" }];
  const section = pages.find((page) => page.href === `/${path.split("/")[1]}`);
  if (section && section.href !== path) trail.push({ name: section.title, path: section.href });
  trail.push({ name: title, path });
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}

export interface JobPostingInput {
  path: string;
  title: string;
  /** The whole posting as HTML, as search engines ask: the role, what you do, what you bring. */
  description: string;
  /** Year-month-day. */
  datePosted: string;
  /** The end of the last day to apply, with its time zone. */
  validThrough: string;
  employmentType: string;
  /** Remote roles are open to applicants in the office's country; the others are at the office. */
  remote: boolean;
  /** The yearly range in the office's currency. */
  salary?: { min: number; max: number };
  /** The posting's own id within the company's postings. */
  id: string;
}

/**
 * One open role, as Google's job search reads it: the required properties (title, description,
 * datePosted, hiringOrganization, jobLocation, or for a remote role the country applicants must
 * live in with jobLocationType TELECOMMUTE) and the recommended ones it has (validThrough,
 * employmentType, baseSalary, identifier, directApply: the page holds its application form).
 */
export function jobPosting(input: JobPostingInput): Exclude<JobPosting, string> {
  const { country } = site.address;
  return {
    "@type": "JobPosting",
    title: input.title,
    description: input.description,
    identifier: { "@type": "PropertyValue", name: site.name, value: input.id },
    url: absoluteUrl(input.path),
    datePosted: input.datePosted,
    validThrough: input.validThrough,
    employmentType: input.employmentType,
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(),
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/logo.svg"),
    },
    ...(input.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: postalAddress(),
          },
        }),
    ...(input.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              minValue: input.salary.min,
              maxValue: input.salary.max,
              unitText: "YEAR",
            },
          },
        }
      : {}),
  };
}

export function faqPage(faqs: readonly Faq[]): Exclude<FAQPage, string> {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
