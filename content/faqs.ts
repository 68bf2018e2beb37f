import { site } from "./site";
import type { Faq } from "./types";

export const quoteFaqs: Faq[] = [
  {
    question: "What happens after I submit a quote request?",
    answer: `A senior engineer reads your brief and replies within 24 business hours (our hours are ${site.hours} India Standard Time), usually with a few questions and an offer of a 30-minute call. A written proposal with scope, milestones, team and price normally follows within five business days.`,
  },
  {
    question: "Which pricing models do you offer?",
    answer:
      "A fixed price for well-defined projects, paid in milestones; time and materials at a monthly rate for products that will evolve; or a dedicated team billed monthly. We recommend one after the first call and explain why.",
  },
  {
    question: "How long does a typical project take?",
    answer:
      "A marketing website takes 3-6 weeks, a first version of a mobile or web app 3-5 months, and a larger platform 6-9 months. Your proposal includes a timeline with dated milestones and a demo every two weeks.",
  },
  {
    question: "Will you sign an NDA before we share details?",
    answer:
      "Yes. We sign your mutual NDA, or send ours, before any confidential discussion. Every contract also assigns the intellectual property and the source code to you once the work is paid for.",
  },
  {
    question: "What if my budget or scope is not settled yet?",
    answer:
      "Choose 'Not sure yet' in the form. We can suggest a smaller first release that fits a budget, or start with a paid one-to-two-week discovery that produces a clear scope and estimate you are free to take elsewhere.",
  },
];

export const contactFaqs: Faq[] = [
  {
    question: "How quickly will you reply, and when can I call?",
    answer: `${site.responsePromise} Our office hours are ${site.hours} India Standard Time; you can call ${site.phone} then. ${site.hoursClosed}, so a message sent on Friday evening is answered on Monday.`,
  },
  {
    question: "How much does a project cost, and how long does it take?",
    answer:
      "It depends on scope: a marketing website takes 3-6 weeks and a first app release 3-5 months. We work at a fixed price, on time and materials, or with a dedicated monthly team. Request a quote and you will get a written estimate.",
  },
  {
    question: "Can you keep our conversation confidential?",
    answer:
      "Yes. Tell us in your message and we will sign your NDA, or send ours, before you share any product details. Only the people who need your information to answer you will see it.",
  },
  {
    question: "Do you work with clients outside India?",
    answer:
      "Yes, regularly. We invoice in US dollars, pounds or euros, and plan a few hours of overlap with your time zone for calls and demos.",
  },
  {
    question: "Which department should I choose?",
    answer: `Pick Sales for new projects and quotes, Support if we already build or maintain something for you, and Careers for jobs (or write to ${site.careersEmail}). If you are unsure, choose General and we will pass your message to the right person.`,
  },
];
