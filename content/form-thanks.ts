import data from "./data/form-messages.json";
import { fillAll } from "./placeholders";
import type { FormMessagesFile } from "./schema/form-messages";

const { contact, quote, application } = (data as FormMessagesFile).formText;

/**
 * The thank-you panels of the contact, quote and application forms, with the site's facts they
 * name filled in ({responsePromise}, {careersEmail}). Read on the server and given to each form as
 * a prop, so the forms' script carries neither content/data/site.json nor the code that fills it
 * (./form-messages.ts).
 */
export const formThanks = fillAll({
  contact: contact.success,
  quote: quote.success,
  application: application.success,
});

export type FormThanks = (typeof formThanks)[keyof typeof formThanks];
