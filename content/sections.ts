import data from "./data/sections.json";
import { homeAnchors } from "./home";
import { fillVars } from "./fill-vars";
import { fillAll } from "./placeholders";
import { products } from "./products";
import type { CallToActionText, SectionsFile } from "./schema/sections";
import { site } from "./site";
import type { Link, TechGroup } from "./types";

/**
 * The headings, introductions, buttons and calls to action of every page's sections, by page,
 * from content/data/sections.json (edited in the CMS as "Page sections").
 * The records the sections list (services, roles, FAQs …) live in their own modules; this holds
 * the words around them. Components lay these out and hold no visitor-facing text of their own.
 * Which shared button a band shows, anchors, counts and the other modules' facts are set here.
 */
const text = fillAll(data as SectionsFile);

export type { SectionText } from "./schema/sections";

/** The closing band of a page: a heading, a sentence and one or two buttons. */
export interface CallToAction extends CallToActionText {
  primary: Link;
  secondary?: Link;
}

/** Shared by several pages. */
export const common = text.common;

export const aboutText = {
  ...text.about,
  culture: { ...text.about.culture, button: common.seeOpenRoles },
  /** The pages at the old /about/* addresses, which send visitors on to their section. */
  moved: {
    description: (section: string) => fillVars(text.about.moved.description, { section }),
    text: text.about.moved.text,
    button: (section: string) => fillVars(text.about.moved.button, { section }),
  },
  cta: {
    title: text.about.cta.title,
    description: text.about.cta.description,
    primary: common.contactUs,
    secondary: text.about.cta.secondary,
  },
};

export const careersText = {
  ...text.careers,
  openings: {
    ...text.careers.openings,
    title: (count: number) => fillVars(text.careers.openings.title, { count }),
    experience: (years: string) => fillVars(text.careers.openings.experience, { roleYears: years }),
  },
  job: {
    ...text.careers.job,
    salary: (min: string, max: string) => fillVars(text.careers.job.salary, { min, max }),
    cardEyebrow: (type: string) => fillVars(text.careers.job.cardEyebrow, { type }),
  },
};

/** The contact form's anchor, which the support page and the contact cards link to. */
const contactFormAnchor = "contact-form";

const { cards } = text.contact;

export const contactText = {
  formAnchor: contactFormAnchor,
  ...text.contact,
  /** The three cards under the hero. */
  cards: [
    { id: "message", ...cards.message, href: `#${contactFormAnchor}` },
    { id: "call", ...cards.call, href: site.phoneHref },
    { id: "support", ...cards.support, href: "/support" },
  ] as const,
  careers: { ...text.contact.careers, button: common.seeOpenRoles },
};

export const quoteText = text.quote;

/**
 * Beside the results on /search: the searches it suggests and the team's offer to help. Given to
 * the page's components by the page, so none of it is in the search's JavaScript.
 */
export const searchPageText = text.search;

export const supportText = {
  ...text.support,
  plans: {
    ...text.support.plans,
    /** The button at the foot of a plan: "Ask about Growth". */
    ask: (plan: string) => fillVars(text.support.plans.ask, { plan }),
  },
};

export const hireText = {
  ...text.hire,
  actions: {
    primary: text.hire.actions.primary,
    secondary: { label: text.hire.actions.seeRoles, href: "#roles-heading" },
  },
  roles: {
    ...text.hire.roles,
    /**
     * The link under each role: "Hire a Frontend Developer", "Hire an iOS Developer" (the article
     * goes by sound, which the first letter shows for these roles).
     */
    hire: (role: string) =>
      fillVars(text.hire.roles.hire, { article: /^[aeio]/i.test(role) ? "an" : "a", role }),
    skills: (role: string) => fillVars(text.hire.roles.skills, { role }),
    endTile: { ...text.hire.roles.endTile, link: common.getQuote },
  },
  cta: { ...text.hire.cta, primary: common.getQuote, secondary: common.contactUs },
};

const { testimonialsTitle, ...portfolio } = text.portfolio;

export const portfolioText = {
  ...portfolio,
  testimonials: { ...common.testimonials, title: testimonialsTitle },
  cta: { ...portfolio.cta, primary: common.contactUs, secondary: common.getQuote },
};

const caseStudy = text.caseStudy;

/** Around each project's own text on /portfolio/{id}. */
export const caseStudyText = {
  ...caseStudy,
  eyebrow: (category: string) => fillVars(caseStudy.eyebrow, { category }),
  titleTag: (project: string) => fillVars(caseStudy.titleTag, { project }),
  actions: { primary: common.getQuote, secondary: caseStudy.allWork },
  glance: {
    ...caseStudy.glance,
    people: (count: number) => fillVars(caseStudy.glance.people, { count }),
  },
  results: (project: string) => fillVars(caseStudy.results, { project }),
  cta: { ...caseStudy.cta, primary: common.getQuote, secondary: caseStudy.allWork },
};

export const servicesText = {
  ...text.services,
  /** The link from a category to its overview page. */
  overviewLink: (service: string) => fillVars(text.services.overviewLink, { service }),
  cta: { ...text.services.cta, primary: common.getQuote, secondary: common.contactUs },
  /** The button of each category's closing tile, under its own question. */
  endTileLink: common.getQuote,
};

const serviceDetail = text.serviceDetail;

/** Around each service's own text on /services/{id}. */
export const serviceDetailText = {
  /** The sharing card's small line (the page's own hero shows the category alone). */
  cardEyebrow: (category: string) => fillVars(serviceDetail.cardEyebrow, { category }),
  actions: { primary: common.getQuote, secondary: serviceDetail.allServices },
  cta: (service: string): CallToAction => ({
    title: fillVars(serviceDetail.cta.title, { service }),
    description: serviceDetail.cta.description,
    primary: { label: serviceDetail.cta.getInTouch, href: `/#${homeAnchors.contact}` },
    secondary: serviceDetail.cta.secondary,
  }),
  overview: serviceDetail.overview,
  overviewLead: serviceDetail.overviewLead,
  features: { title: common.keyFeatures, description: serviceDetail.featuresDescription },
  benefits: serviceDetail.benefits,
  techStack: {
    ...serviceDetail.techStack,
    label: (service: string) => fillVars(serviceDetail.techStack.label, { service }),
  },
  caseStudies: serviceDetail.caseStudies,
  related: serviceDetail.related,
};

const { groups } = text.technologies;

export const technologiesText = {
  ...text.technologies,
  /** The sentence under each group's heading. */
  groups: {
    Frontend: groups.frontend,
    Backend: groups.backend,
    "Cross-Platform": groups.crossPlatform,
    Database: groups.database,
    "Cloud & DevOps": groups.cloudDevops,
  } satisfies Record<TechGroup, string>,
  shippedWith: (technologies: string) => fillVars(text.technologies.shippedWith, { technologies }),
  cta: { ...text.technologies.cta, primary: common.getQuote, secondary: common.hireDevelopers },
};

const technologyDetail = text.technologyDetail;

/** Around each technology's own text on /technologies/{id}. */
export const technologyDetailText = {
  eyebrow: (group: string) => fillVars(technologyDetail.eyebrow, { group }),
  actions: { primary: common.getQuote, secondary: common.hireDevelopers },
  projects: (technology: string) => ({
    title: fillVars(technologyDetail.projects.title, { technology }),
    description: fillVars(technologyDetail.projects.description, { technology }),
  }),
  services: (technology: string) => ({
    title: fillVars(technologyDetail.services.title, { technology }),
    description: fillVars(technologyDetail.services.description, { technology }),
  }),
  /** The tile that ends the services' last row where it has room. */
  servicesEnd: (technology: string) => ({
    title: fillVars(technologyDetail.services.end.title, { technology }),
    description: fillVars(technologyDetail.services.end.description, { technology }),
    link: technologyDetail.services.end.link,
  }),
  more: (group: string) => fillVars(technologyDetail.more, { group }),
  /** The card beside the use cases, and the use cases' heading and lead. */
  overview: {
    allInGroup: (group: string) => fillVars(technologyDetail.overview.allInGroup, { group }),
    title: (technology: string) => fillVars(technologyDetail.overview.title, { technology }),
    lead: (technology: string) => fillVars(technologyDetail.overview.lead, { technology }),
  },
  cta: (technology: string): CallToAction => ({
    title: fillVars(technologyDetail.cta.title, { technology }),
    description: technologyDetail.cta.description,
    primary: common.getQuote,
    secondary: common.contactUs,
  }),
};

/** The catalogue's section on /products, which the hero's second button scrolls to. */
export const PRODUCT_CATALOGUE_ID = "catalogue";

export const productsText = {
  ...text.products,
  hero: {
    ...text.products.hero,
    description: fillVars(text.products.hero.description, { count: products.length }),
  },
  actions: {
    primary: common.getQuote,
    secondary: { label: text.products.actions.browse, href: `#${PRODUCT_CATALOGUE_ID}` },
  },
  cta: { ...text.products.cta, secondary: common.contactUs },
  screensAlt: (products: string) => fillVars(text.products.screensAlt, { products }),
  shippedFor: (client: string) => fillVars(text.products.shippedFor, { client }),
  shipped: (count: number) => ({
    ...text.products.shipped,
    description: fillVars(text.products.shipped.description, { count }),
  }),
};

const productDetail = text.productDetail;

/** Around each product's own text on /products/{id}. */
export const productDetailText = {
  eyebrow: (industry: string) => fillVars(productDetail.eyebrow, { industry }),
  actions: { primary: common.getQuote, secondary: productDetail.talkToUs },
  screensAlt: (product: string, apps: string) =>
    fillVars(productDetail.screensAlt, { product, apps }),
  others: productDetail.others,
  overview: {
    industry: productDetail.overview.industry,
    platforms: productDetail.overview.platforms,
    modules: {
      title: productDetail.overview.modules.title,
      description: (count: number) =>
        fillVars(productDetail.overview.modules.description, { count }),
    },
    features: common.keyFeatures,
  },
  shipped: {
    title: (client: string) => fillVars(productDetail.shipped.title, { client }),
    description: productDetail.shipped.description,
  },
  cta: (product: string): CallToAction => ({
    title: fillVars(productDetail.cta.title, { product }),
    description: productDetail.cta.description,
    primary: common.getQuote,
    secondary: common.contactUs,
  }),
};

export const notFoundText = text.notFound;

/** The strip on top of preview deploys (never on the production site). */
export const previewBannerText = text.previewBanner;
