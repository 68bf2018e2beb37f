import { figures, site } from "./site";

export interface PageEntry {
  href: string;
  title: string;
  description: string;
}

/** The site's fixed pages, for the sitemap and the site search. */
export const pages: PageEntry[] = [
  { href: "/", title: "Home", description: site.description },
  {
    href: "/about",
    title: "About Us",
    description: `Our story since ${figures.founded}, our team of ${figures.employees} professionals, our culture and our awards.`,
  },
  {
    href: "/services",
    title: "Services",
    description:
      "Web, mobile, AI, cloud, enterprise software, design and digital marketing services.",
  },
  {
    href: "/technologies",
    title: "Technologies",
    description:
      "The frontend, backend, cross-platform, database and cloud technologies we build with.",
  },
  {
    href: "/products",
    title: "Products",
    description:
      "Ready-made app solutions for delivery, booking, commerce, health, education and more.",
  },
  {
    href: "/portfolio",
    title: "Portfolio",
    description: `Selected projects from the ${figures.projects} we have delivered for clients in ${figures.countries} countries.`,
  },
  {
    href: "/hire",
    title: "Hire Developers",
    description: `Hire dedicated frontend, backend, mobile, database, design and game developers: ${figures.developers} experts available.`,
  },
  {
    href: "/quote",
    title: "Get a Quote",
    description: "Tell us about your project and get a proposal with scope, timeline and cost.",
  },
  {
    href: "/contact",
    title: "Contact Us",
    description: `Call, email or message us. ${site.responsePromise}`,
  },
  {
    href: "/careers",
    title: "Careers",
    description: "Open roles at Dunga and how to apply.",
  },
  {
    href: "/support",
    title: "Support",
    description: "Support channels, hours and maintenance plans for our clients.",
  },
  {
    href: "/privacy-policies",
    title: "Privacy Policy",
    description: "How we collect, use and protect your personal data.",
  },
  {
    href: "/terms-and-conditions",
    title: "Terms and Conditions",
    description: "The terms for using this website and requesting quotes.",
  },
];
