"use client";

import { formMessages, formText } from "@/content/form-messages";
import { draftKeys } from "@/lib/draft";
import { homeContactParams, sendEmail } from "@/lib/email";
import {
  emptyHomeContact,
  homeContactFields,
  validateHomeContact,
  type HomeContactValues,
} from "@/lib/validation";
import { TextArea, TextField } from "./field";
import { FormFooter } from "./form-footer";
import { ErrorBanner, failureMessage, SuccessNote } from "./form-status";
import { Honeypot } from "./honeypot";
import { useForm } from "./use-form";

const send = (values: HomeContactValues) => sendEmail("home", homeContactParams(values));

/** The short contact form at the foot of the home page. */
export function HomeContactForm() {
  const text = formText.home;
  const form = useForm({
    idPrefix: "home",
    empty: emptyHomeContact,
    fields: homeContactFields,
    validate: validateHomeContact,
    send,
    draftKey: draftKeys.home,
  });
  const { bind, status } = form;

  return (
    <form noValidate onSubmit={form.submit} className="relative grid gap-5 sm:grid-cols-2">
      <Honeypot idPrefix="home" />
      <TextField {...bind("name")} label={text.name} required autoComplete="name" />
      <TextField {...bind("email")} label={text.email} type="email" required autoComplete="email" />
      <TextField
        {...bind("phone")}
        label={text.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField {...bind("subject")} label={text.subject} />
      <TextArea
        {...bind("message")}
        label={text.message}
        required
        rows={4}
        className="sm:col-span-2"
      />
      <FormFooter
        submitId={form.submitId}
        announcement={form.announcement}
        banner={
          (status === "success" && <SuccessNote message={formMessages.home.success} />) ||
          (status === "error" && (
            <ErrorBanner message={failureMessage(form.failure, formMessages.home.failure)} />
          ))
        }
        sending={status === "sending"}
        ready={form.ready}
        label={text.submit}
        sendingLabel={formMessages.sending}
      />
    </form>
  );
}
