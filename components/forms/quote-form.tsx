"use client";

import {
  budgets,
  hearAboutUs,
  projectTypes,
  serviceOptions,
  timeframes,
} from "@/content/form-options";
import { formMessages, formText } from "@/content/form-messages";
import { CheckboxGroup, SelectField, TextArea } from "./field";
import { LeadForm } from "./lead-form";
import { PersonFields } from "./person-fields";
import { quoteSchema } from "./schemas";
import { useForm } from "./use-form";

interface QuoteFormProps {
  /** The company's address, which a failed send offers instead. */
  email: string;
  /** Level of the thank-you panel's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

export function QuoteForm({ headingLevel, email }: QuoteFormProps) {
  const form = useForm({ form: "quote", idPrefix: "quote", schema: quoteSchema });
  const { bind } = form;
  const text = formText.quote;

  return (
    <LeadForm
      form={form}
      failureEmail={email}
      submitLabel={text.submit}
      sendingLabel={text.sending}
      failure={formMessages.quote.failure}
      sent={{ panel: { ...text.success, headingLevel } }}
    >
      <PersonFields bind={bind} />
      <SelectField
        {...bind("projectType")}
        label={text.projectType.label}
        options={projectTypes}
        placeholder={text.projectType.placeholder}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        id={form.fieldId("services")}
        name="services"
        label={text.services}
        required={form.isRequired("services")}
        options={serviceOptions}
        value={form.values.services}
        onChange={(services) => form.change("services", services)}
        error={form.errors.services}
        className="sm:col-span-2"
      />
      <SelectField
        {...bind("budget")}
        label={text.budget.label}
        options={budgets}
        placeholder={text.budget.placeholder}
      />
      <SelectField
        {...bind("timeframe")}
        label={text.timeframe.label}
        options={timeframes}
        placeholder={text.timeframe.placeholder}
      />
      <TextArea
        {...bind("projectDescription")}
        label={text.projectDescription}
        rows={5}
        className="sm:col-span-2"
      />
      <SelectField
        {...bind("hearAboutUs")}
        label={text.hearAboutUs.label}
        options={hearAboutUs}
        placeholder={text.hearAboutUs.placeholder}
        className="sm:col-span-2"
      />
    </LeadForm>
  );
}
