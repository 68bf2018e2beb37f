import { developersAvailable, site } from "./site";
import { hireRoles } from "./hire";
import { menuProducts, productHref } from "./products";
import { serviceCategories, services } from "./services";
import { techGroups, technologies } from "./technologies";
import { portfolioProjects } from "./portfolio";
import type { Link, Picture } from "./types";

/** A menu link; desktop panels show its one-line description or its technology's logo under it. */
export interface MenuLink extends Link {
  description?: string;
  /** A technology id: the link shows that technology's logo. */
  logo?: string;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

/** A panel's side card: a project with its picture, or a short pitch with a figure. */
export interface MenuFeature {
  eyebrow: string;
  title: string;
  text: string;
  link: Link;
  image?: Picture;
}

export interface MegaMenu {
  groups: MenuGroup[];
  /** A line under the panel's links. */
  note?: string;
  /** The panel's link to its whole page. */
  all: Link;
  /** The technologies panel is wide: six columns, at most 550px tall. */
  layout: "columns" | "wide";
  /** Link columns per group on desktop (a long single group spreads over several). */
  columns?: number;
  feature?: MenuFeature;
}

export interface NavItem {
  label: string;
  href: string;
  menu?: MegaMenu;
}

export const aboutAnchors = {
  profile: "company-profile",
  team: "our-team",
  culture: "life-@-dunga",
  achievements: "our-achievements",
} as const;

/** One line under each menu link, keyed by the last part of the address it leads to. */
type Lines = Record<string, string>;

const companyLines: Lines = {
  [aboutAnchors.profile]: "Who we are and how we work",
  [aboutAnchors.team]: "The people behind your product",
  [aboutAnchors.culture]: "Our office, habits and events",
  [aboutAnchors.achievements]: "Awards, figures and milestones",
  careers: "Open roles and how to apply",
  support: "Help for products we maintain",
  contact: "Write, call or visit our office",
};

const serviceLines: Lines = {
  enterprise: "ERP, CRM and internal tools",
  "data-entry": "Accurate data work at scale",
  "graphic-design": "Campaigns, decks and print",
  branding: "Names, logos and brand systems",
  website: "Fast sites that win customers",
  ecommerce: "Stores that sell in any currency",
  pwa: "App-like sites that work offline",
  "digital-marketing": "SEO, ads and content",
  "ui-ux": "Research, flows and interfaces",
  ios: "Swift apps for iPhone and iPad",
  android: "Native Kotlin apps for Android",
  "cross-platform": "Flutter or React Native",
  "app-development": "Your app, from idea to store",
};

const hireLines: Lines = {
  "frontend-developer": "React, Next.js, Vue, Angular",
  "backend-developer": "Node.js, Python, Java, .NET",
  "full-stack-developer": "One developer, front to back",
  "ios-developer": "Swift and SwiftUI",
  "android-developer": "Kotlin and Jetpack Compose",
  "flutter-developer": "iOS and Android, one codebase",
  "database-expert": "Design, tuning and migration",
  "ui-ux-designer": "Wireframes and design systems",
  "game-developer": "Unity and Unreal, mobile and PC",
};

const productLines: Lines = {
  "food-delivery": "Restaurants, riders and orders",
  "taxi-booking": "Rides, drivers and live tracking",
  "grocery-delivery": "Baskets, slots and delivery",
  "hotel-booking": "Rooms, rates and reservations",
  "real-estate": "Listings, leads and site visits",
  logistics: "Shipments, fleets and drivers",
  healthcare: "Appointments and video visits",
  streaming: "Streaming with subscriptions",
  "social-media": "Profiles, feeds and chat",
  marketplace: "Many sellers, one storefront",
  ecommerce: "Your own branded online store",
  "e-learning": "Courses, classes and quizzes",
  fintech: "From application to repayment",
  beauty: "Bookings for salons and spas",
  entertainment: "Seats, shows and tickets",
};

/** The project the company panel shows: the first of the portfolio. */
const featuredProject = portfolioProjects[0]!;
const [featuredFigure, featuredValue] = Object.entries(featuredProject.stats)[0]!;

const companyMenu: MegaMenu = {
  all: { label: "About Dunga", href: "/about" },
  layout: "columns",
  groups: [
    {
      title: "About Dunga",
      links: [
        { label: "Company Profile", href: `/about#${aboutAnchors.profile}` },
        { label: "Our Team", href: `/about#${aboutAnchors.team}` },
        { label: "Life @ Dunga", href: `/about#${aboutAnchors.culture}` },
        { label: "Our Achievements", href: `/about#${aboutAnchors.achievements}` },
      ],
    },
    {
      title: "Work with us",
      links: [
        { label: "Careers", href: "/careers" },
        { label: "Support", href: "/support" },
        { label: "Contact", href: "/contact" },
      ],
    },
  ],
  feature: {
    eyebrow: "Featured project",
    title: featuredProject.title,
    text: `${featuredValue} ${featuredFigure.toLowerCase()}`,
    link: { label: "See the case study", href: featuredProject.projectLink },
    image: featuredProject.image,
  },
};

const servicesMenu: MegaMenu = {
  all: { label: "All services", href: "/services" },
  layout: "columns",
  groups: serviceCategories
    .filter((category) => category.id !== "service-areas")
    .map((category) => ({
      title: category.name,
      links: services
        .filter((service) => service.categoryId === category.id)
        .map((service) => ({ label: service.name, href: `/services/${service.id}` })),
    })),
};

const technologiesMenu: MegaMenu = {
  all: { label: "All technologies", href: "/technologies" },
  layout: "wide",
  groups: techGroups.map((group) => ({
    title: group,
    links: technologies
      .filter((technology) => technology.group === group)
      .map((technology) => ({
        label: technology.name,
        href: `/technologies#${technology.id}`,
        logo: technology.id,
      })),
  })),
  feature: {
    eyebrow: "Choosing a stack?",
    title: "Ask an engineer",
    text: "We recommend what fits your product, team and budget, not what is fashionable.",
    link: { label: "Talk to us", href: "/contact" },
  },
};

const productsMenu: MegaMenu = {
  all: { label: "All products", href: "/products" },
  layout: "columns",
  columns: 4,
  groups: [
    {
      title: "Ready-made app solutions",
      links: menuProducts.map(({ label, id }) => ({ label, href: productHref(id) })),
    },
  ],
};

const hireMenu: MegaMenu = {
  all: { label: "How hiring works", href: "/hire" },
  layout: "columns",
  columns: 3,
  note: developersAvailable,
  groups: [
    {
      title: "Hire developers",
      links: hireRoles.map((role) => ({ label: role.title, href: `/hire#${role.id}` })),
    },
  ],
  feature: {
    eyebrow: "Dedicated teams",
    title: developersAvailable,
    text: "Interview matched profiles, then hire full time, by the hour or for a fixed scope.",
    link: { label: "Request profiles", href: "/quote" },
  },
};

/** Every menu link gets the one line written for the page or id it leads to. */
function describe(menu: MegaMenu, lines: Lines): MegaMenu {
  return {
    ...menu,
    groups: menu.groups.map((group) => ({
      ...group,
      links: group.links.map((link) => {
        const key = link.href.split(/[#/]/).filter(Boolean).pop() ?? "";
        const description = lines[key];
        return description ? { ...link, description } : link;
      }),
    })),
  };
}

/** The header, menus, footer and chat button's own words, and the names screen readers give them. */
export const layoutText = {
  skipLink: "Skip to content",
  logo: `${site.name} home`,
  desktopNav: { label: "Main", submenuSuffix: " menu" },
  mobileNav: { label: "Mobile", submenuSuffix: " menu", open: "Open menu", close: "Close menu" },
  socialProfiles: "Social profiles",
  /** The hidden name of a footer social icon. */
  socialProfile: (network: string) => `${site.name} on ${network}`,
  footerHeadings: { technologies: "Technologies", quickLinks: "Quick links", contact: "Contact" },
  /** After "© <year> <legal name>." */
  rights: "All rights reserved.",
  whatsApp: "Chat with us on WhatsApp (opens in a new tab)",
};

export const navigation: NavItem[] = [
  { label: "HOME", href: "/" },
  { label: "COMPANY", href: "/about", menu: describe(companyMenu, companyLines) },
  { label: "SERVICES", href: "/services", menu: describe(servicesMenu, serviceLines) },
  { label: "TECHNOLOGIES", href: "/technologies", menu: technologiesMenu },
  { label: "HIRE", href: "/hire", menu: describe(hireMenu, hireLines) },
  { label: "PRODUCTS", href: "/products", menu: describe(productsMenu, productLines) },
  { label: "PORTFOLIO", href: "/portfolio" },
  { label: "CONTACT", href: "/contact" },
];

export const quoteLink: Link = { label: "GET A QUOTE", href: "/quote" };

export const footerQuickLinks: Link[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Portfolio", href: "/portfolio" },
  { label: "Contact", href: "/contact" },
  { label: "Careers", href: "/careers" },
];

export const legalLinks: Link[] = [
  { label: "Privacy Policy", href: "/privacy-policies" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
];

/** The footer's six-item technologies grid. */
export const footerTechnologies = technologies
  .filter((technology) => technology.featured)
  .slice(0, 6);

/** The not-found page's shortcuts (there is no blog, so products stands in for it). */
export const popularPages: Link[] = [
  { label: "Services", href: "/services" },
  { label: "Portfolio", href: "/portfolio" },
  { label: "About Us", href: "/about" },
  { label: "Products", href: "/products" },
  { label: "Contact", href: "/contact" },
];

/** The not-found page's last resort. */
export const notFoundHelp = {
  text: "Still can't find it?",
  link: { label: "Contact Support", href: "/contact" } satisfies Link,
};
