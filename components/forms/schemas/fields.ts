import { fieldErrors } from "@/content/form-messages";
import { choice, text, type Option } from "@/lib/form-schema";

// What the lead forms' schemas share (lib/form-schema.ts says what follows from a schema). Their
// words are the marketing team's, from content/data/form-messages.json. The lead forms were written
// apart and word the same rule differently ("Invalid email format" on the home form, "Email is
// invalid" on the others): each keeps the words its visitors know. A schema's keys are its
// fields' names, in the order the form shows them. One module per form, so that a page carries
// only its own form's schema.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9+\-() ]{8,}$/;

export const { tooLong } = fieldErrors;

export const email = (invalid: string) =>
  text({
    emailKey: "from_email",
    max: 254,
    required: fieldErrors.emailRequired,
    pattern: [EMAIL_PATTERN, invalid],
  });

/** Who is writing: the fields the quote, contact and application forms open with. */
export const person = {
  fullName: text({ emailKey: "from_name", max: 100, required: fieldErrors.nameRequired }),
  email: email(fieldErrors.emailInvalid),
  phone: text({ emailKey: "from_phone", max: 20 }),
  company: text({ emailKey: "company", max: 120 }),
};

/** A select the visitor may leave unchosen. */
export const optional = (emailKey: string, list: readonly Option[]) =>
  choice({ emailKey, options: list, invalid: fieldErrors.notAnOption });
