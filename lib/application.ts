import { fieldErrors, formText } from "@/content/form-messages";
import { labelFor, type Option } from "@/content/form-options";
import { fillVars } from "@/content/placeholders";

import type { FieldErrors } from "./validation";

/**
 * The job application form, described once: a table of its fields, in the form's order, from
 * which the form's values, its empty state, its limits, its rules with the messages they show, and
 * the email's template variables all follow. The rules are checked by a zod schema built from the
 * same table (lib/application-schema.ts), which the form loads only when it is sent, so that the
 * job pages do not carry the validator in their first JavaScript. The other forms still spell
 * these out one by one in lib/validation.ts and lib/email.ts; this is the shape they are meant to
 * move to.
 *
 * Values are trimmed before they are checked, and a field shows its first broken rule only, as on
 * the other forms: missing, too long, then its pattern or its own test.
 */
export interface FieldSpec {
  /** The template variable the field is emailed as. */
  emailKey: string;
  /** The most characters it takes (the input holds the same). */
  max: number;
  /** What it says when left empty; a field without it may be left empty. */
  required?: string;
  /** A pattern its text must match, and what it says when it does not. */
  pattern?: readonly [RegExp, string];
  /** A test its text must pass (given the roles open on the site), and what it says if not. */
  test?: readonly [(value: string, roles: readonly string[]) => boolean, string];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\-() ]{8,}$/;

/** A link anyone can open: a full https:// address with a host name that has a dot. */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return hostname.includes(".") && !hostname.startsWith(".") && !hostname.endsWith(".");
}

/** The fields, in the order the form shows them: the first one in error gets focus. */
export const applicationSpec = {
  fullName: { emailKey: "from_name", max: 100, required: fieldErrors.nameRequired },
  email: {
    emailKey: "from_email",
    max: 254,
    required: fieldErrors.emailRequired,
    pattern: [EMAIL_PATTERN, fieldErrors.emailInvalid],
  },
  phone: {
    emailKey: "from_phone",
    max: 20,
    required: fieldErrors.phoneRequired,
    pattern: [PHONE_PATTERN, fieldErrors.phoneInvalid],
  },
  // A role open when the site was built (a draft may hold one that has since closed).
  role: {
    emailKey: "role",
    max: 100,
    required: fieldErrors.roleRequired,
    test: [(value, roles) => roles.includes(value), fieldErrors.notAnOption],
  },
  cvUrl: {
    emailKey: "cv_url",
    max: 500,
    required: fieldErrors.cvUrlRequired,
    test: [isHttpsLink, fieldErrors.cvUrlInvalid],
  },
  message: { emailKey: "message", max: 5000 },
} as const satisfies Record<string, FieldSpec>;

/** What the form holds: every field a string, as the visitor typed it. */
export type ApplicationField = keyof typeof applicationSpec;
export type ApplicationValues = Record<ApplicationField, string>;

const specOf = (field: ApplicationField): FieldSpec => applicationSpec[field];

/** The fields in the order the form shows them. */
export const applicationFields = Object.keys(applicationSpec) as ApplicationField[];

/** The empty form; the page sets the role it is about. */
export const emptyApplication = Object.fromEntries(
  applicationFields.map((field) => [field, ""]),
) as ApplicationValues;

/** The most characters a field takes. */
export const applicationMaxLength = (field: PropertyKey): number | undefined =>
  applicationFields.includes(field as ApplicationField)
    ? specOf(field as ApplicationField).max
    : undefined;

/** The template variable each field is emailed as. */
export const applicationEmailKeys = Object.fromEntries(
  applicationFields.map((field) => [field, specOf(field).emailKey]),
) as Record<ApplicationField, string>;

/** Each field's first broken rule, in the words of content/data/form-messages.json. */
export type ApplicationErrors = FieldErrors<ApplicationValues>;

/**
 * The email of an application. It goes out through the contact page's template, so besides a
 * variable per field (the role as its title) it fills the ones that template shows: `subject`
 * names the role, `department` says it is for the careers team, and `message` ends with the link
 * to the CV, so that the team reads everything even before the template learns `role` and `cv_url`.
 */
export function applicationParams(
  values: ApplicationValues,
  roles: readonly Option[],
): Record<string, string> {
  const trimmed = Object.fromEntries(
    applicationFields.map((field) => [field, values[field].trim()]),
  ) as ApplicationValues;
  const role = labelFor(roles, trimmed.role);
  const own = { ...trimmed, role };
  const params = Object.fromEntries(
    applicationFields.map((field) => [applicationEmailKeys[field], own[field]]),
  );
  const text = formText.application;
  const cvLine = fillVars(text.cvLine, { url: trimmed.cvUrl });
  return {
    ...params,
    subject: fillVars(text.subject, { role }),
    department: text.department,
    [applicationEmailKeys.message]: trimmed.message ? `${trimmed.message}\n\n${cvLine}` : cvLine,
  };
}
