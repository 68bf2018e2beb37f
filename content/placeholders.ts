import data from "./data/site.json";
import type { PlaceholderName } from "./schema/fields";

/**
 * Fills in the facts a text names in braces ({projects}, {company} …; the list is in
 * content/schema/fields.ts), so each is stated once, in content/data/site.json. Names the site
 * does not know, such as a form's {count}, are left for the component that fills them.
 */
const { figures, company } = data;

/**
 * The years in business ({years}), counted from the year founded at each build: "17+" in 2026 for
 * a studio founded in 2009. Stated as a figure of its own, it stayed "14+" while the texts said
 * "since 2009".
 */
export function yearsInBusiness(founded: number, today = new Date()): string {
  return `${today.getFullYear() - founded}+`;
}
const { street, city, region, postalCode, country } = company.address;

const values: Record<PlaceholderName, string> = {
  ...(Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [name, String(value)]),
  ) as Record<keyof typeof figures, string>),
  years: yearsInBusiness(figures.founded),
  company: company.name,
  legalName: company.legalName,
  email: company.email,
  supportEmail: company.supportEmail,
  careersEmail: company.careersEmail,
  privacyEmail: company.privacyEmail,
  phone: company.phone,
  hours: company.hours,
  hoursClosed: company.hoursClosed,
  responsePromise: company.responsePromise,
  city,
  region,
  address: `${street}, ${city}, ${region} ${postalCode}, ${country}`,
};

export function fill(text: string): string {
  return text.replace(
    /\{(\w+)\}/g,
    (match, name: string) => values[name as PlaceholderName] ?? match,
  );
}

/** The same value with every text in it filled in. */
export function fillAll<T>(value: T): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map(fillAll) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, fillAll(entry)]),
    ) as T;
  return value;
}
