// Reads content/data/form-messages.json, edited in the CMS as "Form messages".
import data from "./data/form-messages.json";
import { fillAll, fillVars } from "./placeholders";
import type { FormMessagesFile } from "./schema/form-messages";

const file = fillAll(data as FormMessagesFile);

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

/** The forms' visible words: field labels, placeholders, buttons and thank-you panels. */
export const formText = file.formText;
