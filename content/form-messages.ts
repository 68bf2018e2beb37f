// Reads content/data/form-messages.json, edited in the CMS as "Form messages".
//
// The forms are scripts, so everything here reaches the browser. Their texts name no site facts
// (the schema refuses them, content/schema/form-messages.ts) and are used as written: filling
// them would bring content/data/site.json and its filler along (about 1 kB compressed on every
// page with a form). The one exception, the thank-you panels, which promise a reply time or name
// the careers inbox, are filled on the server (./form-thanks.ts) and given to their forms.
import data from "./data/form-messages.json";
import { fillVars } from "./fill-vars";
import type { FormMessagesFile } from "./schema/form-messages";

const file = data as FormMessagesFile;

/**
 * Everything the three forms say about a send, in one place. The error banner adds the direct
 * email address after each failure message.
 */
export const formMessages = {
  ...file.send,
  /** Said before the form's own failure message when the mail service stopped answering. */
  timeout: (seconds: number) => fillVars(file.send.timeout, { seconds }),
};

const count = (value: number) => value.toLocaleString("en-US");

/** The counter shown under a capped field once it nears its cap. */
export const characterCount = (length: number, max: number) =>
  fillVars(file.characterCount, { length: count(length), max: count(max) });

/** Announced when a paste would go past a field's cap: the browser keeps only what fits. */
export const pastedPastCap = (label: string, max: number, left: number) =>
  fillVars(file.pastedPastCap, { label, max: count(max), left: count(left) });

/** Read out after a failed submit, before focus moves to the first field with an error. */
export const errorSummary = (count: number) =>
  count === 1 ? file.errorSummary.one : fillVars(file.errorSummary.many, { count });

/**
 * What a field says under itself when its value cannot be sent. The three forms were written apart
 * and word the same rule differently ("Invalid email format" on the home form, "Email is invalid"
 * on the others); the wording is kept as visitors know it.
 */
export const fieldErrors = {
  ...file.fieldErrors,
  tooLong: (max: number) => fillVars(file.fieldErrors.tooLong, { max }),
};

/** A form's words without its thank-you panel, which comes filled from the page (./form-thanks.ts). */
function withoutThanks<T extends { success: unknown }>(text: T): Omit<T, "success"> {
  const rest: Partial<T> = { ...text };
  delete rest.success;
  return rest as Omit<T, "success">;
}

const { contact, quote, application, ...shared } = file.formText;

/** The forms' visible words: field labels, placeholders and buttons. */
export const formText = {
  ...shared,
  contact: withoutThanks(contact),
  quote: withoutThanks(quote),
  application: withoutThanks(application),
};

/** The forms whose fields `fieldLabel` names. */
type FormWithFields = "home" | "contact" | "quote" | "application";

/**
 * The label a form shows over one of its fields: the form's own words, or the shared ones of the
 * fields about the person writing. A select's words hold its label and its placeholder.
 */
export function fieldLabel(form: FormWithFields, field: string): string {
  const own: Record<string, unknown> = formText[form];
  const shared: Record<string, unknown> = formText.person;
  const words = own[field] ?? shared[field];
  if (typeof words === "string") return words;
  if (typeof words === "object" && words !== null && "label" in words) return String(words.label);
  throw new Error(`The ${form} form has no label for its field "${field}"`);
}
