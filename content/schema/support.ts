import type { z } from "zod";

import { faq } from "./faqs";
import { choice, group, icon, list, text } from "./fields";
import { price } from "./shared";

/**
 * The ways to reach support. Each code has its link built in code (components/support/
 * support-links.ts: the support inbox, the phone, WhatsApp, the contact form), so the page shows
 * each channel exactly once.
 */
export const supportChannelIds = ["email", "phone", "whatsapp", "form"] as const;

export type SupportChannelId = (typeof supportChannelIds)[number];

export const supportChannel = group(
  {
    id: choice(supportChannelIds, {
      label: "Channel",
      hint: "Where the card's link goes: email (the support inbox), phone, whatsapp or form (the contact form).",
    }),
    title: text({ label: "Title" }),
    description: text({ label: "Description", widget: "text" }),
    icon: icon(),
    action: text({
      label: "Link text",
      hint: "The words of the card's link, e.g. {supportEmail}.",
    }),
  },
  { label: "Support channel", summary: "{{fields.title}}" },
);

export const supportPlan = group(
  {
    name: text({ label: "Plan name" }),
    description: text({ label: "Who it is for", widget: "text" }),
    includes: list(text({ label: "Included" }), { label: "What it includes", min: 1 }),
    price: price.optional(),
    badge: text({
      label: "Badge",
      hint: "A few words over the plan most clients choose, such as Most chosen; it sets that plan apart. Leave it empty on the others.",
      max: 24,
      why: "fit over the plan's name",
    }).optional(),
  },
  { label: "Support plan", summary: "{{fields.name}}" },
);

/** content/data/support.json: the support page's channels, plans and questions. */
export const supportFile = group({
  channels: list(supportChannel, {
    label: "Ways to reach support",
    hint: "One card per channel: email, phone, whatsapp and form, each once, in the order shown.",
    length: supportChannelIds.length,
  }),
  plans: list(supportPlan, { label: "Support plans", min: 1 }),
  faqs: list(faq, { label: "Support questions", min: 1 }),
});

export type SupportFile = z.infer<typeof supportFile>;
export type SupportChannel = z.infer<typeof supportChannel>;
export type SupportPlan = z.infer<typeof supportPlan>;
