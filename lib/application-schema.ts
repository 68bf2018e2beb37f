import * as z from "zod/mini";

import { fieldErrors } from "@/content/form-messages";

import {
  applicationFields,
  applicationSpec,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
  type FieldSpec,
} from "./application";

// The application form's rules as a zod schema, built from the form's table (lib/application.ts).
// The form loads this module when it is sent, not with the page. It runs in the browser: so zod's
// small functional build (zod/mini), and no eval, which the script policy forbids (zod would test
// for it with new Function, and the policy would report the attempt).
z.config({ jitless: true });

function fieldSchema(spec: FieldSpec, roles: readonly string[]) {
  const rules: z.core.$ZodCheck<string>[] = [z.trim()];
  if (spec.required) rules.push(z.minLength(1, spec.required));
  rules.push(z.maxLength(spec.max, fieldErrors.tooLong(spec.max)));
  if (spec.pattern) rules.push(z.regex(spec.pattern[0], spec.pattern[1]));
  const test = spec.test;
  if (test) rules.push(z.refine((value: string) => test[0](value, roles), test[1]));
  return z.string().check(...rules);
}

/** The form's schema; a role must be one of `roles`, the ids of the roles open when the site was built. */
export function applicationSchema(roles: readonly string[]) {
  return z.object(
    Object.fromEntries(
      applicationFields.map((field) => [field, fieldSchema(applicationSpec[field], roles)]),
    ) as Record<ApplicationField, ReturnType<typeof fieldSchema>>,
  );
}

/** Each field's first broken rule, in the words of content/data/form-messages.json. */
export function validateApplication(
  values: ApplicationValues,
  roles: readonly string[],
): ApplicationErrors {
  const result = applicationSchema(roles).safeParse(values);
  const errors: ApplicationErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ApplicationField;
    errors[field] ??= issue.message;
  }
  return errors;
}
