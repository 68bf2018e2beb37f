"use client";

import { homeContactParams, sendEmail } from "@/lib/email";
import {
  emptyHomeContact,
  homeContactFields,
  validateHomeContact,
  type HomeContactValues,
} from "@/lib/validation";
import { TextArea, TextField } from "./field";
import { FormFooter } from "./submit-button";
import { ErrorBanner, SuccessNote } from "./form-status";
import { Honeypot } from "./honeypot";
import { useForm } from "./use-form";

const SUCCESS = "Thank you! Your message has been sent successfully.";
const FAILURE = "Something went wrong. Please try again later.";

const send = (values: HomeContactValues) => sendEmail("home", homeContactParams(values));

/** The short contact form at the foot of the home page; it keeps no draft. */
export function HomeContactForm() {
  const form = useForm({
    idPrefix: "home",
    empty: emptyHomeContact,
    fields: homeContactFields,
    validate: validateHomeContact,
    send,
  });
  const { bind, status } = form;

  return (
    <form noValidate onSubmit={form.submit} className="relative grid gap-5 sm:grid-cols-2">
      <Honeypot idPrefix="home" />
      <TextField {...bind("name")} label="Name" required autoComplete="name" />
      <TextField {...bind("email")} label="Email" type="email" required autoComplete="email" />
      <TextField {...bind("phone")} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField {...bind("subject")} label="Subject" />
      <TextArea {...bind("message")} label="Message" required rows={4} className="sm:col-span-2" />
      <FormFooter
        submitId={form.submitId}
        announcement={form.announcement}
        banner={
          (status === "success" && <SuccessNote message={SUCCESS} />) ||
          (status === "error" && <ErrorBanner message={FAILURE} />)
        }
        sending={status === "sending"}
        label="Send Message"
        sendingLabel="Sending..."
      />
    </form>
  );
}
