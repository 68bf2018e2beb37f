"use client";

import type { ReactNode } from "react";

import { formText } from "@/content/form-messages";
import type { FormThanks } from "@/content/form-thanks";
import { SelectField } from "./choice-fields";
import { TextArea, TextField } from "./field";
import { LeadForm } from "./lead-form";
import { PersonFields } from "./person-fields";
import { contactSchema } from "./schemas/contact";
import { useForm } from "./use-form";

interface ContactFormProps {
  /** The company's address, which a failed send offers instead. */
  email: string;
  /** The thank-you panel, its site facts filled in on the server (`formThanks.contact`). */
  thanks: FormThanks;
  /** Level of the thank-you panel's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** At the thank-you panel's foot: what to read while the team answers (SentReading). */
  reading?: ReactNode;
}

/** The contact page's form, routed to a department. */
export function ContactForm({ headingLevel, email, thanks, reading }: ContactFormProps) {
  const form = useForm({ form: "contact", idPrefix: "contact", schema: contactSchema });
  const { bind } = form;
  const text = formText.contact;

  return (
    <LeadForm
      form={form}
      failureEmail={email}
      submitLabel={text.submit}
      sent={{ panel: { ...thanks, headingLevel }, foot: reading }}
    >
      <PersonFields bind={bind} />
      <SelectField
        {...form.bindChoice("department")}
        {...text.department}
        className="sm:col-span-2"
      />
      <TextField {...bind("subject")} label={text.subject} className="sm:col-span-2" />
      <TextArea {...bind("message")} label={text.message} rows={5} className="sm:col-span-2" />
    </LeadForm>
  );
}
