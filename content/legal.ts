import data from "./data/legal.json";
import { fillAll } from "./placeholders";
import type { LegalDocument, LegalFile } from "./schema/legal";
import { site } from "./site";

/**
 * The terms and the privacy policy, from content/data/legal.json (edited in the CMS as "Legal
 * pages"). Both show the site's "last updated" date, kept with the company's details.
 */
const file = fillAll(data as LegalFile);

export const terms: LegalDocument = { ...file.terms, lastUpdated: site.legalUpdated };

export const privacy: LegalDocument = { ...file.privacy, lastUpdated: site.legalUpdated };
