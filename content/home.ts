import { figures, site } from "./site";

export const hero = {
  words: ["Transform", "Innovate", "Accelerate", "Revolutionize", "Elevate"],
  suffix: `With ${site.name}`,
  description:
    "Web platforms, mobile apps, AI and cloud software, designed and built by one senior team in India, with a working demo every two weeks.",
  badge: `Trusted by ${figures.businesses} Businesses`,
  primary: { label: "Explore Solutions", href: "/services" },
  secondary: { label: "Get a Free Quote", href: "/quote" },
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
