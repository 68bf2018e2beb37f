import { site } from "./site";
import type { Faq, Feature } from "./types";

export interface SupportChannel extends Feature {
  id: "email" | "phone" | "whatsapp" | "form";
  /** The text of the channel's link. */
  action: string;
}

export const supportChannels: SupportChannel[] = [
  {
    id: "email",
    action: site.supportEmail,
    title: "Email support",
    description: `Write to ${site.supportEmail} with your project name and what you see. Every email gets a ticket number and a reply within 24 business hours.`,
    icon: "mail",
  },
  {
    id: "phone",
    action: site.phone,
    title: "Phone",
    description: `Call ${site.phone} during office hours, ${site.hours} India Standard Time, to speak to an engineer on your project.`,
    icon: "phone",
  },
  {
    id: "whatsapp",
    action: "Chat on WhatsApp",
    title: "WhatsApp",
    description:
      "Message us on WhatsApp for quick questions and status updates. For anything urgent, say so in the first line.",
    icon: "message-circle",
  },
  {
    id: "form",
    action: "Open the contact form",
    title: "Contact form",
    description:
      "Use the contact form and choose the Support department; it reaches the same support queue as email.",
    icon: "file-text",
  },
];

export interface SupportPlan {
  name: string;
  description: string;
  includes: string[];
}

export const supportPlans: SupportPlan[] = [
  {
    name: "Essential",
    description: "For websites and small apps that need to stay secure and up to date.",
    includes: [
      "Monthly dependency and security updates",
      "Uptime monitoring with email alerts",
      "Up to 8 hours of fixes and small changes a month",
      "Replies within 24 business hours",
    ],
  },
  {
    name: "Growth",
    description: "For products in active use that keep gaining features.",
    includes: [
      "Everything in Essential",
      "Up to 30 hours of development a month",
      "App-store releases and OS version updates",
      "Monthly report on performance, errors and usage",
    ],
  },
  {
    name: "Dedicated",
    description: "For business-critical platforms that need a team on hand.",
    includes: [
      "A dedicated developer or team, billed monthly",
      "Priority response within 4 business hours",
      "Quarterly architecture and security review",
      "Planned releases with rollback and on-call for launches",
    ],
  },
];

export const supportFaqs: Faq[] = [
  {
    question: "When is support available?",
    answer: `Our team works ${site.hours} India Standard Time. ${site.hoursClosed}; clients on the Dedicated plan can agree on-call cover for planned launches and critical incidents.`,
  },
  {
    question: "Can you support software that another company built?",
    answer:
      "Yes. We start with a short paid audit of the code, hosting and documentation, then tell you plainly what needs fixing before we take it on.",
  },
  {
    question: "How do I report a bug?",
    answer: `Email ${site.supportEmail} or use the contact form with the Support department. Include the page or screen, what you expected, what happened and a screenshot if you can.`,
  },
  {
    question: "Can I change or cancel my plan?",
    answer:
      "Plans run month to month. You can move up or down a plan, or cancel, with 30 days' notice, and we hand over every credential and document.",
  },
];
