/**
 * The company's identity and headline figures. Every figure on the site is stated here once;
 * the README lists what to check before launch.
 */
/** The headline claims, each stated once: every text that states a figure reads it from here. */
export const figures = {
  businesses: "100+",
  employees: "25+",
  years: "14+",
  projects: "998+",
  developers: "50+",
  countries: "32+",
  clients: "250+",
  awards: "45+",
  satisfaction: "95%",
  successRate: "98%",
  founded: 2009,
} as const;

const phone = "+91 98765 43210";

export const site = {
  name: "Dunga",
  legalName: "Dunga Technologies Private Limited",
  /** The home page's title, and every page's title without its own. */
  title: "Dunga | Software Development Company in India",
  tagline: "Custom software, web and mobile apps, built in India for clients worldwide.",
  description: `Dunga is a software development agency in India building web platforms, mobile apps, AI and cloud solutions for businesses in ${figures.countries} countries since ${figures.founded}.`,
  email: "hello@dunga.in",
  supportEmail: "support@dunga.in",
  careersEmail: "careers@dunga.in",
  privacyEmail: "privacy@dunga.in",
  phone,
  phoneHref: `tel:${phone.replace(/\s/g, "")}`,
  /** The chat button's number when NEXT_PUBLIC_WHATSAPP_NUMBER is not set: the office phone. */
  whatsappNumber: phone,
  whatsappMessage: "Hi! I'm interested in your services.",

  address: {
    street: "4th Floor, Sakar Tech Park, S.G. Highway",
    city: "Ahmedabad",
    region: "Gujarat",
    postalCode: "380054",
    country: "India",
    countryCode: "IN",
  },
  /** Where clients are served and the languages the team speaks, for search engines. */
  areaServed: "Worldwide",
  languages: ["English", "Hindi", "Gujarati"],
  hours: "Monday-Friday 9AM-6PM",
  hoursClosed: "Closed on Saturdays and Sundays",
  responsePromise: "We reply within 24 hours (24 business hours at the latest).",
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/dunga" },
    { label: "X", href: "https://x.com/dunga" },
    { label: "Facebook", href: "https://www.facebook.com/dunga" },
    { label: "Instagram", href: "https://www.instagram.com/dunga" },
    { label: "GitHub", href: "https://github.com/dunga" },
  ],
  legalUpdated: "February 20, 2025",
  legalUpdatedIso: "2025-02-20",
} as const;

/** The line the hire menu and page show. */
export const developersAvailable = `${figures.developers} expert developers available`;

export function mapsUrl(): string {
  const { street, city, region, postalCode, country } = site.address;
  const query = `${site.legalName}, ${street}, ${city}, ${region} ${postalCode}, ${country}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function fullAddress(): string {
  const { street, city, region, postalCode, country } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}
