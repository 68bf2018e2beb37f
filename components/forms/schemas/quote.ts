import { fieldErrors } from "@/content/form-messages";
import * as options from "@/content/form-options";
import { choice, choices, formSchema, text, type FormValues } from "@/lib/form-schema";

import { optional, person, tooLong } from "./fields";

/** The quote request (/quote). */
export const quoteSchema = formSchema(
  {
    ...person,
    projectType: choice({
      emailKey: "project_type",
      options: options.projectTypes,
      required: fieldErrors.projectTypeRequired,
      invalid: fieldErrors.projectTypeRequired,
    }),
    services: choices({
      emailKey: "services",
      options: options.serviceOptions,
      required: fieldErrors.servicesRequired,
    }),
    budget: optional("budget", options.budgets),
    timeframe: optional("timeframe", options.timeframes),
    projectDescription: text({
      emailKey: "project_description",
      max: 5000,
      required: fieldErrors.projectDescriptionRequired,
    }),
    hearAboutUs: optional("hear_about_us", options.hearAboutUs),
  },
  { tooLong },
);

export type QuoteValues = FormValues<typeof quoteSchema.fields>;
