import type { z } from "zod";

import { group, id, list, text } from "./fields";

export const option = group(
  {
    value: id({
      why: "as it is what the email and visitors' drafts record",
      label: "Code",
      hint: "Lower-case letters, digits and single dashes. Saved in visitors' drafts and checked when a form is sent: do not change the code of an existing option, or drafts holding it can no longer be sent.",
    }),
    label: text({ label: "Label", hint: "What the form shows and what the email reports." }),
  },
  { label: "Option", summary: "{{fields.label}}" },
);

/** A select's or checkbox group's options: codes must differ, since a code names one option. */
const options = (label: string, hint?: string) =>
  list(option, { label, hint, min: 1 }).superRefine((entries, context) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const first = seen.get(entry.value);
      if (first === undefined) seen.set(entry.value, index);
      else
        context.addIssue({
          code: "custom",
          path: [index, "value"],
          message: `"${entry.value}" is already the code of option ${first + 1}; every option needs a code of its own`,
        });
    });
  });

/** content/data/form-options.json: the choices of the quote and contact forms' selects and checkboxes. */
export const formOptionsFile = group({
  projectTypes: options("Project types (quote form)"),
  services: options("Services needed (quote form checkboxes)"),
  budgets: options("Budget ranges (quote form)"),
  timeframes: options("Timeframes (quote form)"),
  hearAboutUs: options("How did you hear about us? (quote form)"),
  departments: options("Departments (contact form)"),
});

export type Option = z.infer<typeof option>;
export type FormOptionsFile = z.infer<typeof formOptionsFile>;
