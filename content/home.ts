import { figures, site } from "./site";

export const hero = {
  words: ["Transform", "Innovate", "Accelerate", "Revolutionize", "Elevate"],
  suffix: `With ${site.name}`,
  description:
    "Web platforms, mobile apps, AI and cloud software, designed and built by one senior team in India, with a working demo every two weeks.",
  badge: `Trusted by ${figures.businesses} Businesses`,
  primary: { label: "Explore Solutions", href: "/services" },
  secondary: { label: "Get a Free Quote", href: "/quote" },
  illustrationAlt: `Illustration of a web dashboard and a mobile app built by ${site.name}, with charts and delivery status cards`,
  proof: [
    { value: figures.projects, label: "projects delivered" },
    { value: figures.countries, label: "countries served" },
    { value: figures.years, label: "years in business" },
  ],
} as const;

/** Anchors other pages link to (docs/routes.md). */
export const homeAnchors = {
  technologies: "TECHNOLOGIES",
  portfolio: "PORTFOLIO",
  contact: "CONTACT",
} as const;

/** The headings and buttons of the home page's sections, top to bottom. */
export const homeText = {
  services: {
    eyebrow: "Services",
    title: "What We Build for You",
    description:
      "From the first prototype to a platform serving millions, one team covers design, engineering and operations.",
  },
  about: { eyebrow: "About us", more: { label: `More about ${site.name}`, href: "/about" } },
  technologies: {
    eyebrow: "Technology ecosystem",
    title: "Proven Tools for Every Layer of Your Product",
    description:
      "We choose mature, well-supported technologies, so your product is easy to hire for and maintain for years.",
    filterLabel: "Filter technologies by category",
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "Work We Are Proud Of",
    description: "A few of the products we have designed, built and launched with our clients.",
    filterLabel: "Filter projects by category",
    all: { label: "See the full portfolio", href: "/portfolio" },
  },
  philosophy: {
    eyebrow: "Business philosophy",
    title: "How We Do Business",
    description: "Five principles that shape every estimate, every sprint and every release.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Let's Talk About Your Project",
    description: `Tell us what you want to build. ${site.responsePromise}`,
  },
} as const;
