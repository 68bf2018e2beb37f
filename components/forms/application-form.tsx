"use client";

import { useMemo } from "react";

import { formText } from "@/content/form-messages";
import type { FormThanks } from "@/content/form-thanks";
import type { Option } from "@/lib/form-schema";

import { SelectField } from "./choice-fields";
import { TextArea, TextField } from "./field";
import { LeadForm } from "./lead-form";
import { PersonFields } from "./person-fields";
import { applicationSchema } from "./schemas/application";
import { useForm } from "./use-form";

interface ApplicationFormProps {
  /** The roles open when the site was built: the role select's options (id and title). */
  roles: readonly Option[];
  /** The id of the role whose page holds the form: chosen to begin with. */
  current: string;
  /** The careers inbox, offered when a send fails. */
  careersEmail: string;
  /** The thank-you panel, its site facts filled in on the server (`formThanks.application`). */
  thanks: FormThanks;
}

/**
 * The job application form on each role's page (its schema is ./schemas/application.ts). It
 * shares the other forms' states, spam trap, draft and sending, and emails the careers team.
 */
export function ApplicationForm({ roles, current, careersEmail, thanks }: ApplicationFormProps) {
  // Stable for the page: the hook adopts the form's values when `empty` changes.
  const schema = useMemo(() => applicationSchema(roles), [roles]);
  const empty = useMemo(() => ({ ...schema.empty, role: current }), [schema, current]);
  const form = useForm({ form: "application", idPrefix: "apply", schema, empty });
  const { bind } = form;
  const text = formText.application;

  return (
    <LeadForm
      form={form}
      submitLabel={text.submit}
      failureEmail={careersEmail}
      sent={{ panel: { ...thanks, headingLevel: 3 } }}
    >
      <PersonFields bind={bind} fields={["fullName", "email", "phone"]} wide={["fullName"]} />
      <SelectField {...form.bindChoice("role")} {...text.role} className="sm:col-span-2" />
      <TextField
        {...bind("cvUrl")}
        label={text.cvUrl}
        type="url"
        inputMode="url"
        placeholder={text.cvUrlPlaceholder}
        className="sm:col-span-2"
      />
      <TextArea {...bind("message")} label={text.message} rows={5} className="sm:col-span-2" />
    </LeadForm>
  );
}
