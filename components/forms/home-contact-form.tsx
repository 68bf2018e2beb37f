"use client";

import { formText } from "@/content/form-messages";
import type { FormThanks } from "@/content/form-thanks";
import { TextArea, TextField } from "./field";
import { LeadForm } from "./lead-form";
import { homeContactSchema } from "./schemas/home";
import { useForm } from "./use-form";

interface HomeContactFormProps {
  /** The company's address, which a failed send offers instead. */
  email: string;
  /** The thank-you panel, its site facts filled in on the server (`formThanks.home`). */
  thanks: FormThanks;
}

/**
 * The short contact form at the foot of the home page. Once sent, the thank-you panel of every
 * form takes its place, led by its own message: as a one-line strip over the emptied form, it
 * said "sent" another way than the contact and quote forms.
 */
export function HomeContactForm({ email, thanks }: HomeContactFormProps) {
  const text = formText.home;
  const form = useForm({ form: "home", idPrefix: "home", schema: homeContactSchema });
  const { bind } = form;

  return (
    <LeadForm form={form} failureEmail={email} submitLabel={text.submit} sent={{ panel: thanks }}>
      <TextField {...bind("name")} label={text.name} autoComplete="name" />
      <TextField {...bind("email")} label={text.email} type="email" autoComplete="email" />
      <TextField
        {...bind("phone")}
        label={text.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField {...bind("subject")} label={text.subject} />
      <TextArea {...bind("message")} label={text.message} rows={4} className="sm:col-span-2" />
    </LeadForm>
  );
}
