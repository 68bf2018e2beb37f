import data from "./data/support.json";
import { fillAll } from "./placeholders";
import type { Faq } from "./schema/faqs";
import type { SupportChannel, SupportFile, SupportPlan } from "./schema/support";

export type { SupportChannel, SupportPlan };

/**
 * The support page's channels, plans and questions, from content/data/support.json (edited in the
 * CMS as "Support"). Each channel's link is built from its id in components/support/support-links.ts.
 */
const file = fillAll(data as SupportFile);

export const supportChannels: SupportChannel[] = file.channels;

export const supportPlans: SupportPlan[] = file.plans;

export const supportFaqs: Faq[] = file.faqs;
