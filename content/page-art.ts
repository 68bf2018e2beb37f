import { figures, site } from "./site";
import { productBadges } from "./widgets";

/**
 * The few words of the compositions beside each inner page's heading on wide screens; the tiles
 * and figures in them come from the page's own records (services, products, roles, openings...).
 */
export const pageArt = {
  about: {
    title: `${site.name} in figures`,
    subtitle: `${site.address.city}, since ${figures.founded}`,
  },
  services: { title: "One team, end to end", subtitle: "Design, build, launch and support" },
  service: { proof: "Recent result" },
  technologies: { title: "Chosen for the job", subtitle: "Not for the trend" },
  technology: { services: "Services using it", useCases: "Typical projects" },
  products: {
    title: "Ready-made, made yours",
    subtitle: "Branded, customised and launched",
    rows: { all: "Product platforms", ...productBadges, industries: "Industries" },
  },
  product: { modules: "Apps and panels", platforms: "Platforms" },
  hire: { title: "How hiring works", subtitle: "Developers who join your team" },
  portfolio: { title: "Delivered", subtitle: `For clients in ${figures.countries} countries` },
  careers: { title: "Open roles", subtitle: "Apply by email, hear back within a week" },
  support: { title: "Support plans", subtitle: "From monthly updates to a dedicated team" },
} as const;
