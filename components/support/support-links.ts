import { contactText, supportText } from "@/content/sections";
import { site } from "@/content/site";
import type { SupportChannel } from "@/content/support";
import { siteChatUrl } from "@/content/site";

export const contactFormHref = `/contact#${contactText.formAnchor}`;

export const supportEmailHref = `mailto:${site.supportEmail}?subject=${encodeURIComponent(supportText.emailSubject)}`;

/** Where each support channel's link goes, by the channel's id in content/support.ts. */
export const channelHrefs: Record<SupportChannel["id"], string> = {
  email: supportEmailHref,
  phone: site.phoneHref,
  whatsapp: siteChatUrl(),
  form: contactFormHref,
};
