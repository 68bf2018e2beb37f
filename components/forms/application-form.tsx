"use client";

import { useMemo } from "react";

import { formMessages, formText } from "@/content/form-messages";
import type { Option } from "@/content/form-options";
import {
  applicationFields,
  applicationMaxLength,
  applicationParams,
  emptyApplication,
  type ApplicationValues,
} from "@/lib/application";
import { draftKeys } from "@/lib/draft";
import { sendEmail } from "@/lib/email";

import { SelectField, TextArea, TextField } from "./field";
import { LeadForm } from "./lead-form";
import { useForm } from "./use-form";

interface ApplicationFormProps {
  /** The roles open when the site was built: the role select's options (id and title). */
  roles: readonly Option[];
  /** The id of the role whose page holds the form: chosen to begin with. */
  current: string;
  /** The careers inbox, offered when a send fails. */
  careersEmail: string;
}

/**
 * The job application form on each role's page (lib/application.ts describes its fields). It
 * shares the other forms' states, spam trap, draft and sending, and emails the careers team.
 */
export function ApplicationForm({ roles, current, careersEmail }: ApplicationFormProps) {
  const ids = useMemo(() => roles.map((option) => option.value), [roles]);
  // Stable for the page: the hook adopts the form's values when `empty` changes.
  const empty = useMemo(() => ({ ...emptyApplication, role: current }), [current]);
  const form = useForm<ApplicationValues>({
    idPrefix: "apply",
    empty,
    fields: applicationFields,
    // The validator comes with the first send, not with the page (lib/application.ts).
    validate: async (values) =>
      (await import("@/lib/application-schema")).validateApplication(values, ids),
    send: (values) => sendEmail("application", applicationParams(values, roles)),
    draftKey: draftKeys.application,
    maxLength: applicationMaxLength,
  });
  const { bind } = form;
  const text = formText.application;

  return (
    <LeadForm
      form={form}
      submitLabel={text.submit}
      sendingLabel={formMessages.sending}
      failure={formMessages.application.failure}
      failureEmail={careersEmail}
      sent={{ panel: { ...text.success, headingLevel: 3 } }}
    >
      <TextField
        {...bind("fullName")}
        label={formText.person.fullName}
        required
        autoComplete="name"
        className="sm:col-span-2"
      />
      <TextField
        {...bind("email")}
        label={formText.person.email}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...bind("phone")}
        label={formText.person.phone}
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
      />
      <SelectField
        {...bind("role")}
        label={text.role.label}
        required
        options={roles}
        placeholder={text.role.placeholder}
        className="sm:col-span-2"
      />
      <TextField
        {...bind("cvUrl")}
        label={text.cvUrl}
        type="url"
        required
        inputMode="url"
        placeholder={text.cvUrlPlaceholder}
        className="sm:col-span-2"
      />
      <TextArea {...bind("message")} label={text.message} rows={5} className="sm:col-span-2" />
    </LeadForm>
  );
}
