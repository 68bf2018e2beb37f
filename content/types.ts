import type { IconName } from "./schema/icons";

export type { IconName };
export type { Product } from "./schema/products";

export type { Feature, Link, Picture, Price, Statistic } from "./schema/shared";

// ---- Catalogue -------------------------------------------------------------

export type {
  CaseStudy,
  Service,
  ServiceArt,
  ServiceCategoryId,
  ServiceScene,
} from "./schema/services";

export type { TechCategory, TechGroup, Technology } from "./schema/technologies";
export type { HireRole } from "./schema/hire";

// ---- Story -----------------------------------------------------------------

export type { PortfolioCategory, PortfolioProject, PortfolioScreen } from "./schema/portfolio";
export type { Testimonial } from "./schema/testimonials";

export type { ProcessStep } from "./schema/process";

export type { TimelineEntry } from "./schema/about";

export type { Faq } from "./schema/faqs";

// ---- Legal -----------------------------------------------------------------

export type { LegalDocument, LegalSection } from "./schema/legal";
