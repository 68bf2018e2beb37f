import { developersAvailable } from "./site";
import { hireRoles } from "./hire";
import { menuProducts, productHref } from "./products";
import { serviceCategories, services } from "./services";
import { techGroups, technologies } from "./technologies";
import type { Link } from "./types";

export interface MenuGroup {
  title: string;
  links: Link[];
}

export interface MegaMenu {
  groups: MenuGroup[];
  /** A line under the panel's links. */
  note?: string;
  /** The panel's link to its whole page. */
  all: Link;
  /** The technologies panel is wide: six columns, at most 550px tall. */
  layout: "columns" | "wide";
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
      .map((technology) => ({ label: technology.name, href: `/technologies#${technology.id}` })),
  })),
};

const productsMenu: MegaMenu = {
  all: { label: "All products", href: "/products" },
  layout: "columns",
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
  note: developersAvailable,
  groups: [
    {
      title: "Hire developers",
      links: hireRoles.map((role) => ({ label: role.title, href: `/hire#${role.id}` })),
    },
  ],
};

export const navigation: NavItem[] = [
  { label: "HOME", href: "/" },
  { label: "COMPANY", href: "/about", menu: companyMenu },
  { label: "SERVICES", href: "/services", menu: servicesMenu },
  { label: "TECHNOLOGIES", href: "/technologies", menu: technologiesMenu },
  { label: "HIRE", href: "/hire", menu: hireMenu },
  { label: "PRODUCTS", href: "/products", menu: productsMenu },
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
