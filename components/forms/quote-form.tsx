"use client";

import type { ReactNode } from "react";

import { formText } from "@/content/form-messages";
import type { FormThanks } from "@/content/form-thanks";
import { CheckboxGroup, SelectField } from "./choice-fields";
import { TextArea } from "./field";
import { LeadForm } from "./lead-form";
import { PersonFields } from "./person-fields";
import { quoteSchema } from "./schemas/quote";
import { useForm } from "./use-form";

interface QuoteFormProps {
  /** The company's address, which a failed send offers instead. */
  email: string;
  /** The thank-you panel, its site facts filled in on the server (`formThanks.quote`). */
  thanks: FormThanks;
  /** Level of the thank-you panel's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** At the thank-you panel's foot: what to read while the team answers (SentReading). */
  reading?: ReactNode;
}

export function QuoteForm({ headingLevel, email, thanks, reading }: QuoteFormProps) {
  const form = useForm({ form: "quote", idPrefix: "quote", schema: quoteSchema });
  const { bind } = form;
  const text = formText.quote;

  return (
    <LeadForm
      form={form}
      failureEmail={email}
      submitLabel={text.submit}
      sendingLabel={text.sending}
      sent={{ panel: { ...thanks, headingLevel }, foot: reading }}
    >
      <PersonFields bind={bind} />
      <SelectField
        {...form.bindChoice("projectType")}
        {...text.projectType}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        id={form.fieldId("services")}
        name="services"
        label={text.services}
        required={form.isRequired("services")}
        options={form.optionsOf("services")}
        value={form.values.services}
        onChange={(services) => form.change("services", services)}
        error={form.errors.services}
        className="sm:col-span-2"
      />
      <SelectField {...form.bindChoice("budget")} {...text.budget} />
      <SelectField {...form.bindChoice("timeframe")} {...text.timeframe} />
      <TextArea
        {...bind("projectDescription")}
        label={text.projectDescription}
        rows={5}
        className="sm:col-span-2"
      />
      <SelectField
        {...form.bindChoice("hearAboutUs")}
        {...text.hearAboutUs}
        className="sm:col-span-2"
      />
    </LeadForm>
  );
}
