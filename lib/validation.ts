import {
  budgets,
  timeframes,
  departments,
  hearAboutUs,
  projectTypes,
  serviceOptions,
  type Option,
} from "@/content/form-options";
import { fieldErrors } from "@/content/form-messages";

export interface HomeContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export interface QuoteValues {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  projectType: string;
  services: string[];
  budget: string;
  timeframe: string;
  projectDescription: string;
  hearAboutUs: string;
}

export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  department: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const emptyHomeContact: HomeContactValues = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

export const emptyQuote: QuoteValues = {
  fullName: "",
  email: "",
  phone: "",
  company: "",
  projectType: "",
  services: [],
  budget: "",
  timeframe: "",
  projectDescription: "",
  hearAboutUs: "",
};

export const emptyContact: ContactValues = {
  fullName: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
  department: "",
};

/** Fields in the order the forms show them: the first invalid one gets focus. */
export const homeContactFields = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly (keyof HomeContactValues)[];

export const quoteFields = [
  "fullName",
  "email",
  "phone",
  "company",
  "projectType",
  "services",
  "budget",
  "timeframe",
  "projectDescription",
  "hearAboutUs",
] as const satisfies readonly (keyof QuoteValues)[];

export const contactFields = [
  "fullName",
  "email",
  "phone",
  "company",
  "department",
  "subject",
  "message",
] as const satisfies readonly (keyof ContactValues)[];

export const maxLengths = {
  name: 100,
  fullName: 100,
  email: 254,
  phone: 20,
  company: 120,
  subject: 150,
  message: 5000,
  projectDescription: 5000,
} as const;

type LimitedField = keyof typeof maxLengths;

function isLimited(field: PropertyKey): field is LimitedField {
  return typeof field === "string" && Object.hasOwn(maxLengths, field);
}

/** Cuts a typed or pasted value to its field's maximum length; fields without one pass through. */
export function clampLength(field: PropertyKey, value: string): string {
  return isLimited(field) ? value.slice(0, maxLengths[field]) : value;
}

// Small rules, shared by the three forms. Text values reach them already trimmed.
type Rule<V> = (value: V) => string | undefined;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\-() ]{8,}$/;

const required =
  (message: string): Rule<string> =>
  (value) =>
    value ? undefined : message;

const matches =
  (pattern: RegExp, message: string): Rule<string> =>
  (value) =>
    !value || pattern.test(value) ? undefined : message;

const within =
  (max: number): Rule<string> =>
  (value) =>
    value.length > max ? fieldErrors.tooLong(max) : undefined;

const isOption = (options: readonly Option[], value: string) =>
  options.some((option) => option.value === value);

/** A select's value must be one of its options (a stale draft may hold a retired code). */
const oneOf =
  (options: readonly Option[], message: string): Rule<string> =>
  (value) =>
    !value || isOption(options, value) ? undefined : message;

const atLeastOne =
  (options: readonly Option[], message: string): Rule<readonly string[]> =>
  (values) =>
    values.some((value) => isOption(options, value)) ? undefined : message;

const limit = (field: LimitedField) => within(maxLengths[field]);
const email = (invalid: string) => [
  required(fieldErrors.emailRequired),
  limit("email"),
  matches(EMAIL_PATTERN, invalid),
];
const requiredText = (field: LimitedField, message: string) => [required(message), limit(field)];
const requiredChoice = (options: readonly Option[], message: string) => [
  required(message),
  oneOf(options, message),
];
const optionalChoice = (options: readonly Option[]) => [oneOf(options, fieldErrors.notAnOption)];

type Schema<T> = { [K in keyof T]?: Rule<T[K]>[] };

function check<T extends object>(values: T, schema: Schema<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const field of Object.keys(schema) as (keyof T)[]) {
    const raw = values[field];
    const value = (typeof raw === "string" ? raw.trim() : raw) as T[typeof field];
    for (const rule of schema[field] ?? []) {
      const message = rule(value);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

const homeContactSchema: Schema<HomeContactValues> = {
  name: requiredText("name", fieldErrors.nameRequired),
  email: email(fieldErrors.emailFormat),
  phone: [limit("phone"), matches(PHONE_PATTERN, fieldErrors.phoneInvalid)],
  subject: [limit("subject")],
  message: requiredText("message", fieldErrors.messageRequired),
};

const quoteSchema: Schema<QuoteValues> = {
  fullName: requiredText("fullName", fieldErrors.nameRequired),
  email: email(fieldErrors.emailInvalid),
  phone: [limit("phone")],
  company: [limit("company")],
  projectType: requiredChoice(projectTypes, fieldErrors.projectTypeRequired),
  services: [atLeastOne(serviceOptions, fieldErrors.servicesRequired)],
  budget: optionalChoice(budgets),
  timeframe: optionalChoice(timeframes),
  projectDescription: requiredText("projectDescription", fieldErrors.projectDescriptionRequired),
  hearAboutUs: optionalChoice(hearAboutUs),
};

const contactSchema: Schema<ContactValues> = {
  fullName: requiredText("fullName", fieldErrors.nameRequired),
  email: email(fieldErrors.emailInvalid),
  phone: [limit("phone")],
  company: [limit("company")],
  subject: requiredText("subject", fieldErrors.subjectRequired),
  message: requiredText("message", fieldErrors.messageRequired),
  department: requiredChoice(departments, fieldErrors.departmentRequired),
};

export const validateHomeContact = (values: HomeContactValues) => check(values, homeContactSchema);
export const validateQuote = (values: QuoteValues) => check(values, quoteSchema);
export const validateContact = (values: ContactValues) => check(values, contactSchema);

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(Boolean);
}

export function firstErrorField<F extends PropertyKey>(
  errors: Partial<Record<NoInfer<F>, string>>,
  fields: readonly F[],
): F | undefined {
  return fields.find((field) => Boolean(errors[field]));
}

/** A field's maximum length, for the input's maxLength attribute. */
export function maxLengthOf(field: PropertyKey): number | undefined {
  return isLimited(field) ? maxLengths[field] : undefined;
}
