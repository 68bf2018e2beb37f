"use client";

import type { ReactNode } from "react";

import { FormFooter } from "./form-footer";
import { ErrorBanner, failureMessage, SuccessPanel, type SentPanel } from "./form-status";
import { Honeypot } from "./honeypot";
import { formMessages } from "@/content/form-messages";
import type { FieldSpecs } from "@/lib/form-schema";

import type { useForm } from "./use-form";

type Form = Pick<
  ReturnType<typeof useForm<FieldSpecs>>,
  | "name"
  | "status"
  | "ready"
  | "failure"
  | "announcement"
  | "submit"
  | "reset"
  | "idPrefix"
  | "submitId"
  | "copy"
>;

interface LeadFormProps {
  form: Form;
  /** The fields, between the spam trap and the footer. */
  children: ReactNode;
  submitLabel: string;
  /** The button's words while sending, when not the forms' shared "Sending...". */
  sendingLabel?: string;
  /**
   * The address a failure offers instead of the form, given by the page (the content's site
   * settings stay on the server, out of the page's JavaScript).
   */
  failureEmail: string;
  /**
   * Once sent: the thank-you panel that takes the form's place, and what stands at its foot
   * (markup the page renders on the server).
   */
  sent: { panel: SentPanel; foot?: ReactNode };
}

/** What the lead forms share: spam trap, footer with its states, and the sent state. */
export function LeadForm({
  form,
  children,
  submitLabel,
  sendingLabel = formMessages.sending,
  failureEmail,
  sent,
}: LeadFormProps) {
  const { status } = form;
  /** The failure message when the email service gives no more specific one. */
  const failure = formMessages[form.name].failure;
  const isSent = status === "success";
  // Once sent, the thank-you panel stands in the form's place. From 1024 px, where a column stands
  // beside the form, at the form's height: the form stays under it, unseen and out of reach, so
  // the card keeps its size beside the taller column (sent, the quote's card shrank to a third of
  // it) and the page under it does not move up. Below 1024 px, alone in its column, the panel is
  // as tall as its words and the form leaves the page: at the form's height, the quote's panel
  // ended in about 1,000 px of empty green on a phone. The panel's heading takes the focus, so the
  // visitor is looking at it when the page under it moves up.
  return (
    <div data-sent={isSent ? "" : undefined} className="grid">
      {isSent && (
        <div className="[grid-area:1/1]">
          <SuccessPanel panel={sent.panel} copy={form.copy} onAgain={form.reset} foot={sent.foot} />
        </div>
      )}
      <form
        noValidate
        onSubmit={form.submit}
        inert={isSent}
        aria-hidden={isSent || undefined}
        className={`relative grid gap-5 [grid-area:1/1] sm:grid-cols-2 ${isSent ? "invisible max-lg:hidden" : ""}`}
      >
        <Honeypot idPrefix={form.idPrefix} />
        {children}
        <FormFooter
          submitId={form.submitId}
          announcement={form.announcement}
          banner={
            status === "error" && (
              <ErrorBanner message={failureMessage(form.failure, failure)} email={failureEmail} />
            )
          }
          sending={status === "sending"}
          ready={form.ready}
          email={failureEmail}
          label={submitLabel}
          sendingLabel={sendingLabel}
        />
      </form>
    </div>
  );
}
