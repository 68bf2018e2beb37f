import data from "./data/faqs.json";
import { fillAll } from "./placeholders";
import type { Faq } from "./schema/faqs";

/** The quote and contact pages' questions, from content/data/faqs.json (edited in the CMS as "FAQs"). */
export const quoteFaqs: Faq[] = fillAll(data.quote);

export const contactFaqs: Faq[] = fillAll(data.contact);
