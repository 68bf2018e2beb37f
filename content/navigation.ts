// Reads content/data/navigation.json, edited in the CMS as "Menus and footer".
import data from "./data/navigation.json";
import { fillVars } from "./fill-vars";
import { fillAll } from "./placeholders";
import type { NavigationFile } from "./schema/navigation";
import { developersAvailable } from "./site";
import { hireRoles } from "./hire";
import { menuProducts, productHref } from "./products";
import { serviceCategories, serviceHref, services } from "./services";
import { techGroups, technologies } from "./technologies";
import { firstResult, portfolioProjects } from "./portfolio";
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
  /**
   * A row of more links in the panel's foot, beside its link to the whole page: the services'
   * areas (AI, cloud, security...), which the menu's three groups leave out.
   */
  also?: MenuGroup;
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

/**
 * The words are content; the addresses are not: menus link to fixed routes and anchors
 * (docs/routes.md) and to the records of other modules, so they are built here.
 */
const file = fillAll(data as NavigationFile);

export const aboutAnchors = {
  profile: "company-profile",
  team: "our-team",
  culture: "life-@-dunga",
  achievements: "our-achievements",
} as const;

/** One line under each menu link, keyed by the last part of the address it leads to. */
type Lines = Record<string, string>;

const byId = (entries: { id: string; line: string }[]): Lines =>
  Object.fromEntries(entries.map(({ id, line }) => [id, line]));

const { about, work } = file.companyMenu;

const companyLines: Lines = {
  [aboutAnchors.profile]: about.profile.line,
  [aboutAnchors.team]: about.team.line,
  [aboutAnchors.culture]: about.culture.line,
  [aboutAnchors.achievements]: about.achievements.line,
  careers: work.careers.line,
  support: work.support.line,
  contact: work.contact.line,
};

const serviceLines = byId(file.servicesMenu.lines);
const hireLines = byId(file.hireMenu.lines);
const productLines = byId(file.productsMenu.lines);

/** The project the company panel shows: the first of the portfolio. */
const featuredProject = portfolioProjects[0]!;
const { label: featuredFigure, value: featuredValue } = firstResult(featuredProject)!;

const companyMenu: MegaMenu = {
  all: { label: file.companyMenu.all, href: "/about" },
  layout: "columns",
  groups: [
    {
      title: about.title,
      links: [
        { label: about.profile.label, href: `/about#${aboutAnchors.profile}` },
        { label: about.team.label, href: `/about#${aboutAnchors.team}` },
        { label: about.culture.label, href: `/about#${aboutAnchors.culture}` },
        { label: about.achievements.label, href: `/about#${aboutAnchors.achievements}` },
      ],
    },
    {
      title: work.title,
      links: [
        { label: work.careers.label, href: "/careers" },
        { label: work.support.label, href: "/support" },
        { label: work.contact.label, href: "/contact" },
      ],
    },
  ],
  feature: {
    eyebrow: file.companyMenu.feature.eyebrow,
    title: featuredProject.title,
    text: `${featuredValue} ${featuredFigure.toLowerCase()}`,
    link: { label: file.companyMenu.feature.link, href: featuredProject.projectLink },
    image: featuredProject.image,
  },
};

/** A service category as a menu group: its name over a link to each of its services. */
const serviceGroup = (category: (typeof serviceCategories)[number]): MenuGroup => ({
  title: category.name,
  links: services
    .filter((service) => service.categoryId === category.id)
    .map((service) => ({ label: service.name, href: serviceHref(service.id) })),
});
/** The home page's service areas: in the services menu's foot, not one of its groups. */
const SERVICE_AREAS = "service-areas";
const serviceAreas = serviceCategories.find((category) => category.id === SERVICE_AREAS);

const servicesMenu: MegaMenu = {
  all: { label: file.servicesMenu.all, href: "/services" },
  layout: "columns",
  groups: serviceCategories.filter((category) => category.id !== SERVICE_AREAS).map(serviceGroup),
  ...(serviceAreas && { also: serviceGroup(serviceAreas) }),
  feature: file.servicesMenu.feature,
};

const technologiesMenu: MegaMenu = {
  all: { label: file.technologiesMenu.all, href: "/technologies" },
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
  feature: file.technologiesMenu.feature,
};

const productsMenu: MegaMenu = {
  all: { label: file.productsMenu.all, href: "/products" },
  layout: "columns",
  columns: 4,
  groups: [
    {
      title: file.productsMenu.title,
      links: menuProducts.map(({ label, id, line }) => ({
        label,
        href: productHref(id),
        ...(line && { description: line }),
      })),
    },
  ],
  feature: file.productsMenu.feature,
};

const hireMenu: MegaMenu = {
  all: { label: file.hireMenu.all, href: "/hire" },
  layout: "columns",
  columns: 3,
  note: developersAvailable,
  groups: [
    {
      title: file.hireMenu.title,
      links: hireRoles.map((role) => ({ label: role.title, href: `/hire#${role.id}` })),
    },
  ],
  feature: { ...file.hireMenu.feature, title: developersAvailable },
};

/**
 * Every menu link gets the one line written for the page or id it leads to, unless it has its own
 * (a products menu entry that shares its product with another).
 */
function describe(menu: MegaMenu, lines: Lines): MegaMenu {
  return {
    ...menu,
    groups: menu.groups.map((group) => ({
      ...group,
      links: group.links.map((link) => {
        const key = link.href.split(/[#/]/).filter(Boolean).pop() ?? "";
        const description = link.description ?? lines[key];
        return description ? { ...link, description } : link;
      }),
    })),
  };
}

/** The header, menus, footer and chat button's own words, and the names screen readers give them. */
export const layoutText = {
  ...file.layout,
  /** The hidden name of a footer social icon. */
  socialProfile: (network: string) => fillVars(file.layout.socialProfile, { network }),
};

const { items } = file.header;

export const navigation: NavItem[] = [
  { label: items.home, href: "/" },
  { label: items.company, href: "/about", menu: describe(companyMenu, companyLines) },
  { label: items.services, href: "/services", menu: describe(servicesMenu, serviceLines) },
  { label: items.technologies, href: "/technologies", menu: technologiesMenu },
  { label: items.hire, href: "/hire", menu: describe(hireMenu, hireLines) },
  { label: items.products, href: "/products", menu: describe(productsMenu, productLines) },
  { label: items.portfolio, href: "/portfolio" },
  { label: items.contact, href: "/contact" },
];

export const quoteLink: Link = { label: file.header.quote, href: "/quote" };

export const footerQuickLinks: Link[] = file.footerQuickLinks;

export const legalLinks: Link[] = [
  { label: file.legalLinks.privacy, href: "/privacy-policies" },
  { label: file.legalLinks.terms, href: "/terms-and-conditions" },
];

/** The footer's six-item technologies grid. */
export const footerTechnologies = technologies
  .filter((technology) => technology.featured)
  .slice(0, 6);

/** The not-found page's shortcuts, each shown with its page's description. */
export const popularPages: Link[] = file.popularPages;

/** The not-found page's last resort. */
export const notFoundHelp = {
  text: file.notFoundHelp.text,
  link: file.notFoundHelp.link satisfies Link,
};
