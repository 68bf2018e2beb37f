/**
 * A form described once. Each lead form has a schema: a table of its fields, in the order the
 * form shows them, with each field's rules, the words those rules say and the template variable
 * the field is emailed as. Everything else the form needs follows from the table: its values and
 * their types, the empty form, the field order (the first field in error gets focus), the
 * inputs' `maxLength` and `required`, the email's variables, and the rules themselves as a zod
 * schema (lib/form-validator.ts, loaded only when a form is sent, so that no page carries the
 * validator in its first JavaScript).
 *
 * Adding a field to a form is one entry in its schema and one element in its layout.
 *
 * This module knows no form and no content: the schemas, with their words, live beside the forms
 * (components/forms/*-schema.ts).
 */

/** A choice as a select or a checkbox offers it: the code stored and sent, the label shown and emailed. */
export interface Option {
  value: string;
  label: string;
}

interface Emailed {
  /** The template variable the field is emailed as. */
  emailKey: string;
}

/** Typed text. Values are trimmed before they are checked and sent. */
export interface TextSpec extends Emailed {
  kind: "text";
  /** The most characters it takes (the input holds the same). */
  max: number;
  /** What it says when left empty; a field without it may be left empty. */
  required?: string;
  /** A pattern its text must match when it is not empty, and what it says when it does not. */
  pattern?: readonly [RegExp, string];
  /** A test its text must pass when it is not empty, and what it says when it does not. */
  test?: readonly [(value: string) => boolean, string];
  /** What the email says when the field was left empty. */
  orElse?: string;
}

/** One of a list: a select. Emailed as the option's label. */
export interface ChoiceSpec extends Emailed {
  kind: "choice";
  options: readonly Option[];
  /** What it says when nothing is chosen; without it the field may be left unchosen. */
  required?: string;
  /** What it says when the value is none of the options (a draft may hold a retired code). */
  invalid: string;
}

/** Some of a list: checkboxes. Emailed as the labels, in the list's order, joined by commas. */
export interface ChoicesSpec extends Emailed {
  kind: "choices";
  options: readonly Option[];
  /** What it says when none of the options is ticked. */
  required: string;
}

export type FieldSpec = TextSpec | ChoiceSpec | ChoicesSpec;

export type FieldSpecs = Record<string, FieldSpec>;

/** What a form holds: text and choices as strings, ticked boxes as a list of codes. */
export type FormValues<F extends FieldSpecs> = {
  [K in keyof F]: F[K] extends ChoicesSpec ? string[] : string;
};

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface FormSchema<F extends FieldSpecs = FieldSpecs> {
  fields: F;
  /** The field names in the order the form shows them. */
  order: readonly (keyof F & string)[];
  /** The empty form. */
  empty: FormValues<F>;
  /** What a text over its field's limit says, given the limit. */
  tooLong: (max: number) => string;
  /** Variables the email carries beyond the fields', each made from the trimmed values. */
  extra: Readonly<Record<string, Bivariant<(values: FormValues<F>) => string>>>;
  /** Replaces what a field's own variable would carry, given the field's text as emailed. */
  rewrite: Partial<Record<keyof F, Bivariant<(emailed: string, values: FormValues<F>) => string>>>;
}

/**
 * A function type checked as a method is, so that any form's schema is a FormSchema: the code that
 * handles every form (the hook, the validator) only ever passes a form its own values.
 */
type Bivariant<Fn extends (...args: never[]) => unknown> = {
  method(...args: Parameters<Fn>): ReturnType<Fn>;
}["method"];

interface SchemaOptions<F extends FieldSpecs> {
  tooLong: (max: number) => string;
  extra?: FormSchema<F>["extra"];
  rewrite?: FormSchema<F>["rewrite"];
}

export const text = (spec: Omit<TextSpec, "kind">): TextSpec => ({ kind: "text", ...spec });
export const choice = (spec: Omit<ChoiceSpec, "kind">): ChoiceSpec => ({ kind: "choice", ...spec });
export const choices = (spec: Omit<ChoicesSpec, "kind">): ChoicesSpec => ({
  kind: "choices",
  ...spec,
});

/** A form's schema from its table of fields, in the order the form shows them. */
export function formSchema<const F extends FieldSpecs>(
  fields: F,
  { tooLong, extra = {}, rewrite = {} }: SchemaOptions<F>,
): FormSchema<F> {
  const order = Object.keys(fields) as (keyof F & string)[];
  const empty = Object.fromEntries(
    order.map((field) => [field, fields[field]!.kind === "choices" ? [] : ""]),
  ) as FormValues<F>;
  return { fields, order, empty, tooLong, extra, rewrite };
}

/** The most characters a field takes; choices have no limit of their own. */
export function maxLengthOf<F extends FieldSpecs>(
  schema: FormSchema<F>,
  field: PropertyKey,
): number | undefined {
  const spec = Object.hasOwn(schema.fields, field) ? schema.fields[field as string] : undefined;
  return spec?.kind === "text" ? spec.max : undefined;
}

/** Cuts a typed or pasted value to its field's limit. */
export function clampLength<F extends FieldSpecs>(
  schema: FormSchema<F>,
  field: PropertyKey,
  value: string,
): string {
  const max = maxLengthOf(schema, field);
  return max === undefined ? value : value.slice(0, max);
}

/** Whether the form asks for the field (its input is marked required). */
export function isRequired<F extends FieldSpecs>(
  schema: FormSchema<F>,
  field: PropertyKey,
): boolean {
  const spec = Object.hasOwn(schema.fields, field) ? schema.fields[field as string] : undefined;
  return spec?.required !== undefined;
}

/** The label of a code; an unknown code is returned as it is, so nothing the visitor sent is lost. */
export function labelFor(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Every value trimmed, as it is checked and sent. */
export function trimmed<F extends FieldSpecs>(
  schema: FormSchema<F>,
  values: FormValues<F>,
): FormValues<F> {
  return Object.fromEntries(
    schema.order.map((field) => {
      const value: string | string[] = values[field];
      return [field, typeof value === "string" ? value.trim() : value];
    }),
  ) as FormValues<F>;
}

function emailed(spec: FieldSpec, value: string | string[]): string {
  if (spec.kind === "choices") {
    // In the order the form lists them, whatever order they were ticked in.
    const ticked = new Set(value);
    return spec.options
      .filter((option) => ticked.has(option.value))
      .map((option) => option.label)
      .join(", ");
  }
  const text = typeof value === "string" ? value : "";
  if (spec.kind === "choice") return labelFor(spec.options, text);
  return text || (spec.orElse ?? "");
}

/** The email's template variables: one a field (under its `emailKey`), then the schema's extras. */
export function emailParams<F extends FieldSpecs>(
  schema: FormSchema<F>,
  values: FormValues<F>,
): Record<string, string> {
  const clean = trimmed(schema, values);
  const params: Record<string, string> = {};
  for (const field of schema.order) {
    const spec = schema.fields[field]!;
    const own = emailed(spec, clean[field]);
    params[spec.emailKey] = schema.rewrite[field]?.(own, clean) ?? own;
  }
  for (const [key, make] of Object.entries(schema.extra)) params[key] = make(clean);
  return params;
}

/** One line of a sent form's copy: a field the visitor filled in, as the email carried it. */
export interface SentLine {
  field: string;
  label: string;
  value: string;
}

/**
 * A field longer than this (a message, a project description) stays out of a sent form's copy:
 * the visitor wrote it a moment ago, and in full it would make the copy longer than the form.
 */
export const COPY_MAX_LENGTH = 500;

/**
 * What the thank-you panel shows of a sent form: every short field the visitor filled in, in the
 * form's order, worded as the email carried it (choices by their labels), each under the label
 * `labelOf` gives. Empty fields and long texts are left out.
 */
export function sentCopy<F extends FieldSpecs>(
  schema: FormSchema<F>,
  values: FormValues<F>,
  labelOf: (field: keyof F & string) => string,
): SentLine[] {
  const clean = trimmed(schema, values);
  return schema.order.flatMap((field) => {
    const spec = schema.fields[field]!;
    const value: string | string[] = clean[field];
    if (value.length === 0 || (spec.kind === "text" && spec.max > COPY_MAX_LENGTH)) return [];
    return [{ field, label: labelOf(field), value: emailed(spec, value) }];
  });
}

/** Every variable an email of this form can carry. */
export const emailKeys = <F extends FieldSpecs>(schema: FormSchema<F>): string[] => [
  ...schema.order.map((field) => schema.fields[field]!.emailKey),
  ...Object.keys(schema.extra),
];

export function firstErrorField<F extends PropertyKey>(
  errors: Partial<Record<NoInfer<F>, string>>,
  fields: readonly F[],
): F | undefined {
  return fields.find((field) => Boolean(errors[field]));
}
