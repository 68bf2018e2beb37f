/** Names of the icons the site draws (lucide-react), mapped to components in components/ui/icon.tsx. */
export type IconName =
  | "activity"
  | "award"
  | "badge-check"
  | "bar-chart"
  | "bed"
  | "bike"
  | "book-open"
  | "bot"
  | "brain"
  | "briefcase"
  | "building"
  | "calendar"
  | "car"
  | "clapperboard"
  | "clipboard-check"
  | "cloud"
  | "code"
  | "compass"
  | "cpu"
  | "database"
  | "dumbbell"
  | "file-text"
  | "gamepad"
  | "globe"
  | "graduation-cap"
  | "hand-heart"
  | "headphones"
  | "heart"
  | "heart-pulse"
  | "home"
  | "hotel"
  | "key"
  | "keyboard"
  | "landmark"
  | "layers"
  | "layout"
  | "lightbulb"
  | "lock"
  | "mail"
  | "map-pin"
  | "megaphone"
  | "message-circle"
  | "monitor"
  | "newspaper"
  | "palette"
  | "pen-tool"
  | "phone"
  | "plane"
  | "rocket"
  | "search"
  | "server"
  | "settings"
  | "shield"
  | "shopping-bag"
  | "shopping-cart"
  | "smartphone"
  | "sparkles"
  | "store"
  | "tablet"
  | "target"
  | "ticket"
  | "trending-up"
  | "truck"
  | "tv"
  | "user-check"
  | "users"
  | "utensils"
  | "wallet"
  | "workflow"
  | "wrench"
  | "zap";

export interface Link {
  label: string;
  href: string;
}

export interface Picture {
  /** Path under public/, e.g. "/images/portfolio/foodie.webp". */
  src: string;
  alt: string;
  width: number;
  height: number;
}

// ---- Catalogue -------------------------------------------------------------

export type ServiceCategoryId =
  "digital-solutions" | "web-development" | "mobile-development" | "service-areas";

export interface CaseStudy {
  title: string;
  /** Client and problem, one or two sentences. */
  description: string;
  /** Measurable outcomes, each a short phrase ("40% faster checkout"). */
  results: string[];
}

/** The scenes a service illustration can show (drawn by scripts/pictures/services.mjs). */
export type ServiceScene =
  | "dashboard"
  | "workflow"
  | "sheet"
  | "design"
  | "brand"
  | "browser"
  | "store"
  | "responsive"
  | "growth"
  | "wireframe"
  | "notifications"
  | "devices"
  | "twins"
  | "launch"
  | "toolkit"
  | "code"
  | "network"
  | "cloud"
  | "shield";

/** A service's illustration: the scene drawn, its icon tile and the gradient's hue shift. */
export interface ServiceArt {
  scene: ServiceScene;
  /** Degrees the brand gradient is turned, so neighbouring cards differ in colour too. */
  hue: number;
}

export interface Service {
  id: string;
  categoryId: ServiceCategoryId;
  category: string;
  name: string;
  /** One sentence for cards and meta descriptions (120-160 characters). */
  description: string;
  icon: IconName;
  /** The overview: two or three paragraphs. */
  fullDescription: string[];
  features: string[];
  benefits: string[];
  techStack: string[];
  caseStudies: CaseStudy[];
  /** Drawn into public/images/services/{id}.svg, with `icon` on its tile. */
  art: ServiceArt;
}

/** The five groups of the technologies menu and page. */
export type TechGroup = "Frontend" | "Backend" | "Cross-Platform" | "Database" | "Cloud & DevOps";

/** The home filter's categories. */
export type TechCategory =
  "cross-platform" | "mobile" | "frontend" | "full-stack" | "web" | "backend" | "styling";

export interface Technology {
  id: string;
  name: string;
  group: TechGroup;
  /** Filter categories; non-empty for the 10 home cards. */
  categories: TechCategory[];
  /** Its place among the ten home-page cards (1 is first), or false when it is not one. */
  featured: number | false;
  /** One or two sentences. */
  description: string;
  /** What Dunga builds with it: 3-5 short items for its page. */
  useCases: string[];
  /** Brand colour for the icon tile, e.g. "#61DAFB". */
  color: string;
  /**
   * Drawn into public/icons/tech/{id}.svg by scripts/pictures/tech-icons.mjs: a simple-icons
   * export, or 1-3 letters on a tile in `color` for a brand simple-icons does not carry.
   */
  logo: { simpleIcon: string } | { monogram: string };
}

export interface Product {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  industry: string;
  isNew?: boolean;
  isHot?: boolean;
  /** Apps delivered, e.g. ["Customer app", "Driver app", "Admin panel"]. */
  modules: string[];
  platforms: string[];
  features: string[];
}

export interface HireRole {
  id: string;
  title: string;
  description: string;
  skills: string[];
  icon: IconName;
}

// ---- Story -----------------------------------------------------------------

export type PortfolioCategory = "web" | "mobile" | "game" | "ai" | "design";

/** The project screens scripts/pictures/portfolio.mjs can draw, each in its device frame. */
export type PortfolioScreen =
  "commerce" | "health" | "fleet" | "cricket" | "document" | "chat" | "design-system" | "booking";

export interface PortfolioProject {
  id: string;
  title: string;
  category: PortfolioCategory;
  image: Picture;
  /** How its mock-up is drawn: the screen, the background's hue shift, the screen's accent colour
   * and, for a browser frame, the address shown. */
  art: { screen: PortfolioScreen; hue: number; accent: string; url?: string };
  description: string;
  technologies: string[];
  challengeSolved: string;
  /** Free key/value figures, e.g. { Downloads: "500K+" }. */
  stats: Record<string, string>;
  clientName: string;
  projectDuration: string;
  /** A page on this site that tells more (no external demo links). */
  projectLink: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  /** Monogram avatar picture. */
  avatar: Picture;
  /** The avatar circle's colour (scripts/pictures/avatars.mjs draws the initials on it). */
  avatarColour: string;
}

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
}

export interface Statistic {
  value: string;
  label: string;
  icon: IconName;
}

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

// ---- Legal -----------------------------------------------------------------

export interface LegalSection {
  /** Anchor id, kebab-case. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}
