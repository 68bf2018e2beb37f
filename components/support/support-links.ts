import { site } from "@/content/site";
import type { Link } from "@/content/types";
import { whatsappUrl } from "@/lib/whatsapp";

/** The contact page gives its form id="contact-form". */
export const contactFormHref = "/contact#contact-form";

export const supportEmailHref = `mailto:${site.supportEmail}?subject=${encodeURIComponent("Support request")}`;

const whatsappNumber = process.env.NEXT_PUBLIC_WHATSAPP_NUMBER || site.whatsappNumber;

/** The action under each support channel, by the channel's title in content/support.ts. */
export const channelActions: Record<string, Link> = {
  "Email support": { label: site.supportEmail, href: supportEmailHref },
  Phone: { label: site.phone, href: site.phoneHref },
  WhatsApp: { label: "Chat on WhatsApp", href: whatsappUrl(whatsappNumber, site.whatsappMessage) },
  "Contact form": { label: "Open the contact form", href: contactFormHref },
};
