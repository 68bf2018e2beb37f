import { whatsappUrl } from "@/lib/whatsapp";

import data from "./data/site.json";
import { fill, fillAll, yearsInBusiness } from "./placeholders";
import type { SiteFile } from "./schema/site";

/**
 * The company's identity and headline figures, from content/data/site.json (edited in the CMS as
 * "Site"). Every figure on the site is stated there once; docs/deploying.md lists what to check before
 * launch.
 */
const file = data as SiteFile;

/**
 * The headline claims: texts name them in braces ({projects}) and read them from here. The years in
 * business are counted from the year founded (content/placeholders.ts).
 */
export const figures = { ...file.figures, years: yearsInBusiness(file.figures.founded) };

const { company } = file;
const [year = "", month = "1", day = "1"] = company.legalUpdated.split("-");
const legalUpdated = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));

export const site = {
  ...fillAll(company),
  phoneHref: `tel:${company.phone.replace(/\s/g, "")}`,
  /** The chat button's number when NEXT_PUBLIC_WHATSAPP_NUMBER is not set: the office phone. */
  whatsappNumber: company.phone,
  legalUpdated: legalUpdated.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }),
  legalUpdatedIso: company.legalUpdated,
};

/** The line the hire menu and page show. */
export const developersAvailable = fill(file.developersAvailable);

export function fullAddress(): string {
  return fill("{address}");
}

export function mapsUrl(): string {
  const query = `${site.legalName}, ${fullAddress()}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The site's chat link: the number set at build time, else the company's own. */
export function siteChatUrl(): string {
  const number = process.env.NEXT_PUBLIC_WHATSAPP_NUMBER || site.whatsappNumber;
  return whatsappUrl(number, site.whatsappMessage);
}
