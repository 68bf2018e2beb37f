import * as z from "zod/mini";

import { fieldErrors, formText } from "@/content/form-messages";
import { labelFor, type Option } from "@/content/form-options";
import { fillVars } from "@/content/placeholders";

import type { FieldErrors } from "./validation";

/**
 * The job application form, described once: one zod schema from which the form's values, its
 * empty state, the order of its fields, their limits, their rules with the messages they show, and
 * the email's template variables all follow. The other forms still spell these out one by one in
 * lib/validation.ts and lib/email.ts; this is the shape they are meant to move to.
 *
 * Each field says, beside its rules, the template variable it is emailed as (`emailKey`) and the
 * most characters it takes (`max`, which the input also holds). Values are trimmed before they
 * are checked, and a field shows its first broken rule only, as on the other forms.
 */
// This schema runs in the browser, so it is written with zod's small functional build (zod/mini:
// the full one would add some 50 kB to the job pages' JavaScript), and the browser's script policy
// allows no eval: zod would test for it (new Function), and the policy would report the attempt.
z.config({ jitless: true });

type FieldMeta = {
  emailKey: string;
  max: number;
};

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, fieldErrors.tooLong(max)));
/** A field the visitor must fill: its "missing" message comes before any other. */
const required = (max: number, missing: string, ...rules: z.core.$ZodCheck<string>[]) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, fieldErrors.tooLong(max)), ...rules);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\-() ]{8,}$/;

/** A link anyone can open: a full https:// address with a host name that has a dot. */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return hostname.includes(".") && !hostname.startsWith(".") && !hostname.endsWith(".");
}

/**
 * The form's schema; a role must be one of `roles`, the ids of the roles open when the site was
 * built (a draft may hold a role that has since closed).
 */
export function applicationSchema(roles: readonly string[]) {
  const field = <S extends z.ZodMiniType>(schema: S, meta: FieldMeta) => schema.check(z.meta(meta));
  return z.object({
    fullName: field(required(100, fieldErrors.nameRequired), { emailKey: "from_name", max: 100 }),
    email: field(
      required(254, fieldErrors.emailRequired, z.regex(EMAIL_PATTERN, fieldErrors.emailInvalid)),
      { emailKey: "from_email", max: 254 },
    ),
    phone: field(
      required(20, fieldErrors.phoneRequired, z.regex(PHONE_PATTERN, fieldErrors.phoneInvalid)),
      { emailKey: "from_phone", max: 20 },
    ),
    role: field(
      required(
        100,
        fieldErrors.roleRequired,
        z.refine((value) => roles.includes(value), fieldErrors.notAnOption),
      ),
      { emailKey: "role", max: 100 },
    ),
    cvUrl: field(
      required(500, fieldErrors.cvUrlRequired, z.refine(isHttpsLink, fieldErrors.cvUrlInvalid)),
      { emailKey: "cv_url", max: 500 },
    ),
    message: field(text(5000), { emailKey: "message", max: 5000 }),
  });
}

type Shape = ReturnType<typeof applicationSchema>["shape"];

/** What the form holds: every field a string, as the visitor typed it. */
export type ApplicationValues = z.input<ReturnType<typeof applicationSchema>>;
export type ApplicationField = keyof ApplicationValues & string;

/** The schema's fields with what each says of itself (the roles do not change any of it). */
const shape: Shape = applicationSchema([]).shape;

const metaOf = (field: ApplicationField) =>
  z.globalRegistry.get(shape[field]) as unknown as FieldMeta;

/** The fields in the order the form shows them: the first one in error gets focus. */
export const applicationFields = Object.keys(shape) as ApplicationField[];

/** The empty form; the page sets the role it is about. */
export const emptyApplication = Object.fromEntries(
  applicationFields.map((field) => [field, ""]),
) as ApplicationValues;

/** The most characters a field takes. */
export const applicationMaxLength = (field: PropertyKey): number | undefined =>
  applicationFields.includes(field as ApplicationField)
    ? metaOf(field as ApplicationField).max
    : undefined;

/** The template variable each field is emailed as. */
export const applicationEmailKeys = Object.fromEntries(
  applicationFields.map((field) => [field, metaOf(field).emailKey]),
) as Record<ApplicationField, string>;

/** Each field's first broken rule, in the words of content/data/form-messages.json. */
export function validateApplication(
  values: ApplicationValues,
  roles: readonly string[],
): FieldErrors<ApplicationValues> {
  const result = applicationSchema(roles).safeParse(values);
  const errors: FieldErrors<ApplicationValues> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ApplicationField;
    errors[field] ??= issue.message;
  }
  return errors;
}

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
