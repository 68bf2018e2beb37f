"use client";

import { formMessages, formText } from "@/content/form-messages";
import { TextArea, TextField } from "./field";
import { LeadForm } from "./lead-form";
import { homeContactSchema } from "./schemas/home";
import { useForm } from "./use-form";

/** The short contact form at the foot of the home page. */
/** `email`: the company's address, which a failed send offers instead. */
export function HomeContactForm({ email }: { email: string }) {
  const text = formText.home;
  const form = useForm({ form: "home", idPrefix: "home", schema: homeContactSchema });
  const { bind } = form;

  return (
    <LeadForm
      form={form}
      failureEmail={email}
      submitLabel={text.submit}
      sent={{ note: formMessages.home.success }}
    >
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
