import type { z } from "zod";

import { group, list, text } from "./fields";

export const faq = group(
  {
    question: text({ label: "Question" }),
    answer: text({
      label: "Answer",
      widget: "text",
      hint: "Search engines are given it too, as the page's questions and answers.",
    }),
  },
  { label: "Question", summary: "{{fields.question}}" },
);

/** content/data/faqs.json: the questions answered on the quote and contact pages. */
export const faqsFile = group({
  quote: list(faq, {
    label: "Quote page questions",
    min: 1,
  }),
  contact: list(faq, {
    label: "Contact page questions",
    min: 1,
  }),
});

export type FaqsFile = z.infer<typeof faqsFile>;
export type Faq = z.infer<typeof faq>;
