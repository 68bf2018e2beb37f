import * as z from "zod/mini";

import type {
  ChoiceSpec,
  ChoicesSpec,
  FieldErrors,
  FieldSpec,
  FieldSpecs,
  FormSchema,
  FormValues,
  TextSpec,
} from "./form-schema";

// A form's rules as a zod schema, built from its table (lib/form-schema.ts). The forms load this
// module when they are sent, not with the page. It runs in the browser: so zod's small functional
// build (zod/mini), and no eval, which the script policy forbids (zod would test for it with
// new Function, and the policy would report the attempt).
z.config({ jitless: true });

// A field shows its first broken rule only: missing, too long, then its pattern or its own test.
// zod reports a string's checks in the order they are given.

function textRules(spec: TextSpec, tooLong: (max: number) => string) {
  const rules: z.core.$ZodCheck<string>[] = [z.trim()];
  if (spec.required) rules.push(z.minLength(1, spec.required));
  rules.push(z.maxLength(spec.max, tooLong(spec.max)));
  const { pattern, test } = spec;
  if (pattern)
    rules.push(z.refine((value: string) => !value || pattern[0].test(value), pattern[1]));
  if (test) rules.push(z.refine((value: string) => !value || test[0](value), test[1]));
  return z.string().check(...rules);
}

function choiceRules(spec: ChoiceSpec) {
  const codes = new Set(spec.options.map((option) => option.value));
  const rules: z.core.$ZodCheck<string>[] = [z.trim()];
  if (spec.required) rules.push(z.minLength(1, spec.required));
  rules.push(z.refine((value: string) => !value || codes.has(value), spec.invalid));
  return z.string().check(...rules);
}

function choicesRules(spec: ChoicesSpec) {
  const codes = new Set(spec.options.map((option) => option.value));
  return z
    .array(z.string())
    .check(z.refine((values: string[]) => values.some((value) => codes.has(value)), spec.required));
}

function fieldRules(spec: FieldSpec, tooLong: (max: number) => string) {
  if (spec.kind === "choices") return choicesRules(spec);
  if (spec.kind === "choice") return choiceRules(spec);
  return textRules(spec, tooLong);
}

/** The form's rules as a zod object schema. */
export function zodSchema<F extends FieldSpecs>(schema: FormSchema<F>) {
  return z.object(
    Object.fromEntries(
      schema.order.map((field) => [field, fieldRules(schema.fields[field]!, schema.tooLong)]),
    ) as Record<keyof F & string, ReturnType<typeof fieldRules>>,
  );
}

/** Each field's first broken rule, in the schema's words; an empty object when the form can go. */
export function validate<F extends FieldSpecs>(
  schema: FormSchema<F>,
  values: FormValues<F>,
): FieldErrors<FormValues<F>> {
  const result = zodSchema(schema).safeParse(values);
  const errors: FieldErrors<FormValues<F>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof F & string;
    errors[field] ??= issue.message;
  }
  return errors;
}
