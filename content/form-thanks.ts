import data from "./data/form-messages.json";
import { fillAll } from "./placeholders";
import type { FormMessagesFile } from "./schema/form-messages";
import { leaders, type Person } from "./team";

const file = data as FormMessagesFile;
const { home, contact, quote, application } = file.formText;

/** Who reads and answers what a form sent, as its thank-you panel names them. */
export type Replier = Pick<Person, "name" | "role" | "portrait"> & { label: string };

type Success = typeof contact.success;

/**
 * A panel's words and, where it names one (its "Who replies"), the founder who answers: their
 * name, role and picture under the panel's label. The build refuses an id that is no founder's
 * (content/schema/check.ts).
 */
function panel({ person, ...words }: Success): Omit<Success, "person"> & { replier?: Replier } {
  const who = person ? leaders.find((leader) => leader.id === person) : undefined;
  if (!who) return words;
  const { name, role, portrait } = who;
  return { ...words, replier: { label: file.send.repliedBy, name, role, portrait } };
}

/**
 * The thank-you panels of the four forms, with the site's facts they
 * name filled in ({responsePromise}, {careersEmail}) and who replies. Read on the server and given
 * to each form as a prop, so the forms' script carries neither content/data/site.json nor the
 * team, nor the code that fills them (./form-messages.ts).
 */
export const formThanks = fillAll({
  home: panel(home.success),
  contact: panel(contact.success),
  quote: panel(quote.success),
  application: panel(application.success),
});

export type FormThanks = (typeof formThanks)[keyof typeof formThanks];
