import type { z } from "zod";

import { aboutFile } from "./about";
import { articleEntry } from "./articles";
import { blogFile } from "./blog";
import { careersFile } from "./careers";
import { faqsFile } from "./faqs";
import { formMessagesFile } from "./form-messages";
import { formOptionsFile } from "./form-options";
import { hireFile } from "./hire";
import { jobEntry } from "./jobs";
import { homeFile } from "./home";
import { legalFile } from "./legal";
import { navigationFile } from "./navigation";
import { pageArtFile } from "./page-art";
import { pagesFile } from "./pages";
import { philosophyFile } from "./philosophy";
import { portfolioFile, portfolioProjectEntry } from "./portfolio";
import { processFile } from "./process";
import { product, productsFile } from "./products";
import { redirectsFile } from "./redirects";
import { sectionsFile } from "./sections";
import { service, servicesFile } from "./services";
import { siteFile } from "./site";
import { supportFile } from "./support";
import { teamFile } from "./team";
import { technologiesFile, technology } from "./technologies";
import { testimonialEntry } from "./testimonials";
import { widgetsFile } from "./widgets";

/**
 * Everything the marketing team edits, with the schema that checks it. The build checks each one
 * (scripts/content/prepare.ts), and the CMS at /admin/ edits each as a collection of its own, its
 * fields generated from the same schema (./cms.ts), so the editor and the build agree.
 *
 * Two kinds: a settings file that stays single (the company, menus, a page's words), and a folder
 * of entries for what the team grows (testimonials, products, articles …), one file per entry named
 * by its id, so that each entry is a draft, a review and a preview of its own.
 */
interface CollectionBase {
  /** The CMS's name for it (also its address in the admin). */
  name: string;
  label: string;
  /** One line in the admin under the label: what a marketer finds here. */
  description: string;
  /** The file's, or one entry's, schema. */
  schema: z.ZodType;
}

export interface FileCollection extends CollectionBase {
  /** Path from the repository's root. */
  file: string;
  /** The page a preview of a change opens. */
  preview: string;
}

export interface FolderCollection extends CollectionBase {
  /** Path from the repository's root of the folder holding one `{id}.{extension}` per entry. */
  folder: string;
  /**
   * "json" for entries of fields only; "md" for a long text with its fields: YAML front matter
   * between two `---` lines, then the Markdown text, which the schema reads as the `body` field.
   */
  extension: "json" | "md";
  /** One entry, as the editor's "New …" button names it ("Testimonial"). */
  singular: string;
  /** The editor's one line per entry, from its fields: "{{fields.author}}, {{fields.company}}". */
  summary: string;
  /** The page a preview of an entry opens, `{{slug}}` standing for its id. */
  preview: string;
}

export type ContentCollection = FileCollection | FolderCollection;

export const isFolder = (collection: ContentCollection): collection is FolderCollection =>
  "folder" in collection;

/** Where a collection's content is, for messages: its file, or its folder. */
export const placeOf = (collection: ContentCollection) =>
  isFolder(collection) ? `${collection.folder}/` : collection.file;

export const collections: readonly ContentCollection[] = [
  {
    name: "site",
    label: "Company and figures",
    description:
      "Name, contact details, hours, social profiles, and the headline figures every page quotes ({projects} and the like).",
    file: "content/data/site.json",
    schema: siteFile,
    preview: "/",
  },
  {
    name: "pages",
    label: "Page titles and descriptions",
    description: "The title and search-result description of each fixed page.",
    file: "content/data/pages.json",
    schema: pagesFile,
    preview: "/",
  },
  {
    name: "home",
    label: "Home page",
    description: "The home page's headline, introduction and the words of its sections.",
    file: "content/data/home.json",
    schema: homeFile,
    preview: "/",
  },
  {
    name: "sections",
    label: "Page sections",
    description:
      "Headings, introductions, buttons and closing calls to action of every page, by page.",
    file: "content/data/sections.json",
    schema: sectionsFile,
    preview: "/services",
  },
  {
    name: "services",
    label: "Services",
    singular: "Service",
    description:
      "Every service, one per entry, with its page: overview, features, benefits, technologies and case studies.",
    folder: "content/services",
    extension: "json",
    schema: service,
    summary: "{{fields.order}}. {{fields.name}}",
    preview: "/services/{{slug}}",
  },
  {
    name: "service-categories",
    label: "Service categories",
    description:
      "The sections of /services, in order, and what each kind of service picture shows.",
    file: "content/data/services.json",
    schema: servicesFile,
    preview: "/services",
  },
  {
    name: "technologies",
    label: "Technologies",
    singular: "Technology",
    description:
      "The technologies on /technologies and in the menu, one per entry, each with its page; those with a place on the home page are its cards.",
    folder: "content/technologies",
    extension: "json",
    schema: technology,
    summary: "{{fields.order}}. {{fields.name}} ({{fields.group}})",
    preview: "/technologies/{{slug}}",
  },
  {
    name: "technology-groups",
    label: "Technology groups",
    description: "The order of the technology groups and the home page's filter buttons.",
    file: "content/data/technologies.json",
    schema: technologiesFile,
    preview: "/technologies",
  },
  {
    name: "products",
    label: "Products",
    singular: "Product",
    description: "The ready-made products on /products, one per entry, each with its own page.",
    folder: "content/products",
    extension: "json",
    schema: product,
    summary: "{{fields.order}}. {{fields.title}}",
    preview: "/products/{{slug}}",
  },
  {
    name: "products-menu",
    label: "Products menu",
    description: "The app types the header's products menu lists, each opening a product.",
    file: "content/data/products.json",
    schema: productsFile,
    preview: "/products",
  },
  {
    name: "projects",
    label: "Projects",
    singular: "Project",
    description:
      "Delivered projects, one per entry: a card on home and /portfolio, and a case study of its own at /portfolio/{id}.",
    folder: "content/projects",
    extension: "json",
    schema: portfolioProjectEntry,
    summary: "{{fields.order}}. {{fields.title}} ({{fields.clientName}})",
    preview: "/portfolio/{{slug}}",
  },
  {
    name: "portfolio",
    label: "Portfolio",
    description:
      "The portfolio's filter names, the /portfolio page's services strip, tech stack, hero results and figures.",
    file: "content/data/portfolio.json",
    schema: portfolioFile,
    preview: "/portfolio",
  },
  {
    name: "testimonials",
    label: "Testimonials",
    singular: "Testimonial",
    description:
      "What clients say, one quote per entry; the first in order is featured large on home, About and Portfolio.",
    folder: "content/testimonials",
    extension: "json",
    schema: testimonialEntry,
    summary: "{{fields.order}}. {{fields.author}}, {{fields.company}}",
    preview: "/",
  },
  {
    name: "articles",
    label: "Articles",
    singular: "Article",
    description:
      "The articles of /blog, one per entry: title, author, date, tags and the text in Markdown; the newest comes first.",
    folder: "content/articles",
    extension: "md",
    schema: articleEntry,
    summary: "{{fields.date}}: {{fields.title}}",
    preview: "/blog/{{slug}}",
  },
  {
    name: "blog",
    label: "Insights pages",
    description: "The words of /blog, of each article's page, of the topic pages and of the feeds.",
    file: "content/data/blog.json",
    schema: blogFile,
    preview: "/blog",
  },
  {
    name: "about",
    label: "About",
    description: "Story, mission, values, culture, achievements and the office on /about.",
    file: "content/data/about.json",
    schema: aboutFile,
    preview: "/about",
  },
  {
    name: "team",
    label: "Team",
    description: "How the team is organised and who is on every project.",
    file: "content/data/team.json",
    schema: teamFile,
    preview: "/about",
  },
  {
    name: "hire",
    label: "Hire developers",
    description: "The roles on /hire and how engagement works.",
    file: "content/data/hire.json",
    schema: hireFile,
    preview: "/hire",
  },
  {
    name: "careers",
    label: "Careers",
    description: "Perks and how to apply on /careers (the open roles are under Job openings).",
    file: "content/data/careers.json",
    schema: careersFile,
    preview: "/careers",
  },
  {
    name: "jobs",
    label: "Job openings",
    singular: "Job opening",
    description:
      "One entry per open role, each with its page and application form; a role leaves the site at the first build after its last day to apply.",
    folder: "content/jobs",
    extension: "json",
    schema: jobEntry,
    summary: "{{fields.title}} (apply by {{fields.validThrough}})",
    preview: "/careers/{{slug}}",
  },
  {
    name: "process",
    label: "Process",
    description: "The five steps of how a project runs.",
    file: "content/data/process.json",
    schema: processFile,
    preview: "/",
  },
  {
    name: "philosophy",
    label: "Business philosophy",
    description: "The five principles on the home page.",
    file: "content/data/philosophy.json",
    schema: philosophyFile,
    preview: "/",
  },
  {
    name: "faqs",
    label: "FAQs",
    description: "The questions and answers on the quote and contact pages.",
    file: "content/data/faqs.json",
    schema: faqsFile,
    preview: "/contact",
  },
  {
    name: "support",
    label: "Support",
    description: "Support channels, plans and questions on /support.",
    file: "content/data/support.json",
    schema: supportFile,
    preview: "/support",
  },
  {
    name: "legal",
    label: "Legal pages",
    description: "The terms and conditions and the privacy policy, section by section.",
    file: "content/data/legal.json",
    schema: legalFile,
    preview: "/terms-and-conditions",
  },
  {
    name: "navigation",
    label: "Menus and footer",
    description: "The words of the header menus, the footer and the not-found page.",
    file: "content/data/navigation.json",
    schema: navigationFile,
    preview: "/",
  },
  {
    name: "form-messages",
    label: "Form messages",
    description:
      "Everything the quote, contact, job application and home forms say: labels, buttons, thank-yous and errors. Write the company's facts out here: only the thank-you panels may use {company}, {responsePromise} and the like.",
    file: "content/data/form-messages.json",
    schema: formMessagesFile,
    preview: "/quote",
  },
  {
    name: "form-options",
    label: "Form options",
    description:
      "The choices in the forms' lists; a code is what the email and saved drafts record.",
    file: "content/data/form-options.json",
    schema: formOptionsFile,
    preview: "/quote",
  },
  {
    name: "widgets",
    label: "Search and buttons",
    description: "Product search and filters, badges, the site search and the Go Back button.",
    file: "content/data/widgets.json",
    schema: widgetsFile,
    preview: "/products",
  },
  {
    name: "redirects",
    label: "Redirects",
    description:
      "Where the address of a renamed or removed entry now leads: the build refuses to drop a published address without one.",
    file: "content/data/redirects.json",
    schema: redirectsFile,
    preview: "/",
  },
  {
    name: "page-art",
    label: "Page pictures",
    description: "The words on the cards beside each inner page's heading.",
    file: "content/data/page-art.json",
    schema: pageArtFile,
    preview: "/about",
  },
];
