"use client";

import {
  budgets,
  hearAboutUs,
  projectTypes,
  serviceOptions,
  timeframes,
} from "@/content/form-options";
import { formMessages } from "@/content/form-messages";
import { site } from "@/content/site";
import { draftKeys } from "@/lib/draft";
import { quoteParams, sendEmail } from "@/lib/email";
import { emptyQuote, quoteFields, validateQuote, type QuoteValues } from "@/lib/validation";
import { CheckboxGroup, SelectField, TextArea } from "./field";
import { FormFooter } from "./submit-button";
import { ErrorBanner, failureMessage, SuccessPanel } from "./form-status";
import { Honeypot } from "./honeypot";
import { PersonFields } from "./person-fields";
import { useForm } from "./use-form";

const send = (values: QuoteValues) => sendEmail("quote", quoteParams(values));

interface QuoteFormProps {
  /** Level of the thank-you panel's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

export function QuoteForm({ headingLevel }: QuoteFormProps) {
  const form = useForm({
    idPrefix: "quote",
    empty: emptyQuote,
    fields: quoteFields,
    validate: validateQuote,
    send,
    draftKey: draftKeys.quote,
  });
  const { bind, status } = form;

  return (
    <>
      {status === "success" ? (
        <SuccessPanel
          title="Thank you for your request!"
          actionLabel="Submit Another Request"
          onAction={form.reset}
          headingLevel={headingLevel}
        >
          <p>
            We have received your project details. {site.responsePromise} Our team will review your
            requirements and come back with next steps and an estimate.
          </p>
        </SuccessPanel>
      ) : (
        <form noValidate onSubmit={form.submit} className="relative grid gap-5 sm:grid-cols-2">
          <Honeypot idPrefix="quote" />
          <PersonFields bind={bind} />
          <SelectField
            {...bind("projectType")}
            label="Project Type"
            required
            options={projectTypes}
            placeholder="Select a project type"
            className="sm:col-span-2"
          />
          <CheckboxGroup
            id={form.fieldId("services")}
            name="services"
            label="Services Needed"
            required
            options={serviceOptions}
            value={form.values.services}
            onChange={(services) => form.change("services", services)}
            error={form.errors.services}
            className="sm:col-span-2"
          />
          <SelectField
            {...bind("budget")}
            label="Budget Range"
            options={budgets}
            placeholder="Select a budget range"
          />
          <SelectField
            {...bind("timeframe")}
            label="Timeframe"
            options={timeframes}
            placeholder="Select a timeframe"
          />
          <TextArea
            {...bind("projectDescription")}
            label="Project Description"
            required
            rows={5}
            className="sm:col-span-2"
          />
          <SelectField
            {...bind("hearAboutUs")}
            label="How did you hear about us?"
            options={hearAboutUs}
            placeholder="Select an option"
            className="sm:col-span-2"
          />
          <FormFooter
            submitId={form.submitId}
            announcement={form.announcement}
            banner={
              status === "error" && (
                <ErrorBanner message={failureMessage(form.failure, formMessages.quote.failure)} />
              )
            }
            sending={status === "sending"}
            ready={form.ready}
            label="Submit Request"
            sendingLabel="Processing..."
          />
        </form>
      )}
    </>
  );
}
