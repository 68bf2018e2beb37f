import { privacy, terms } from "./legal";
import { figures, site } from "./site";

export interface PageEntry {
  href: string;
  title: string;
  /** The one description of the page: its metadata, sharing card, sitemap and site search read it. */
  description: string;
}

/** The site's fixed pages, for their metadata, the sitemap, sharing cards and the site search. */
export const pages = [
  { href: "/", title: "Home", description: site.description },
  {
    href: "/about",
    title: "About Us",
    description: `Our story since ${figures.founded}, our mission and values, the ${figures.employees} professionals behind ${figures.projects} projects, our Ahmedabad studio and our awards.`,
  },
  {
    href: "/services",
    title: "Services",
    description: `Web, mobile, AI, cloud, enterprise software, design and digital marketing from one senior team in India, with ${figures.projects} projects delivered since ${figures.founded}.`,
  },
  {
    href: "/technologies",
    title: "Technologies",
    description:
      "The frontend, backend, cross-platform, database and cloud technologies Dunga builds with, from React and Next.js to Flutter, Laravel, PostgreSQL and AWS.",
  },
  {
    href: "/products",
    title: "Products",
    description:
      "Ready-made apps for food delivery, taxi booking, e-commerce, healthcare, education, fintech and more, customised to your brand and launched in weeks.",
  },
  {
    href: "/portfolio",
    title: "Portfolio",
    description: `Case studies from the ${figures.projects} projects we have delivered: online stores, patient and delivery apps, a mobile game, AI tools and a design system.`,
  },
  {
    href: "/hire",
    title: "Hire Developers",
    description: `Hire dedicated frontend, backend, full stack, mobile, database, UI/UX and game developers from India: ${figures.developers} experts, full time or by the hour.`,
  },
  {
    href: "/quote",
    title: "Get a Quote",
    description:
      "Tell us about your web, mobile or software project and get a reply within 24 hours, then a proposal with scope, timeline and cost.",
  },
  {
    href: "/contact",
    title: "Contact Us",
    description: `Call, email or message ${site.name} in Ahmedabad about a project, a partnership or support. ${site.responsePromise}`,
  },
  {
    href: "/careers",
    title: "Careers",
    description: `Open roles for engineers and designers at ${site.name}, our studio in Ahmedabad: what we offer, how we hire, and how to apply by email.`,
  },
  {
    href: "/support",
    title: "Support",
    description: `Reach ${site.name} support by email, phone, WhatsApp or the contact form: our hours, our response promise and our maintenance plans.`,
  },
  {
    href: "/privacy-policies",
    title: privacy.title,
    description: `How ${site.name} collects, uses, stores and protects the details you send through this website, and how to see, correct or delete them.`,
  },
  {
    href: "/terms-and-conditions",
    title: terms.title,
    description: `The terms for using the ${site.name} website and for requesting quotes and proposals: your obligations, ours, intellectual property and liability.`,
  },
] as const satisfies readonly PageEntry[];

export type PageHref = (typeof pages)[number]["href"];

export function getPage(href: PageHref): PageEntry {
  // The type admits only listed hrefs, so the find always succeeds.
  return pages.find((page) => page.href === href) as PageEntry;
}
