import { formText } from "@/content/form-messages";

import { TextField } from "./field";

/** How each field about the person writing is typed and filled in by the browser. */
const personInputs = {
  fullName: { label: formText.person.fullName, autoComplete: "name" },
  email: { label: formText.person.email, type: "email", autoComplete: "email" },
  phone: { label: formText.person.phone, type: "tel", autoComplete: "tel", inputMode: "tel" },
  company: { label: formText.person.company, autoComplete: "organization" },
} as const;

type PersonField = keyof typeof personInputs;

const ALL: readonly PersonField[] = ["fullName", "email", "phone", "company"];

interface PersonFieldsProps<F extends PersonField> {
  bind: (field: F) => {
    id: string;
    name: string;
    value: string;
    error?: string;
    maxLength?: number;
    readOnly?: boolean;
    required?: boolean;
    onChange: (value: string) => void;
  };
  /** The fields the form has, in its order: all four unless given. */
  fields?: readonly F[];
  /** Fields that take the whole row from 640 px. */
  wide?: readonly F[];
}

/**
 * Who is writing: the fields the lead forms open with (all four on the quote and contact forms,
 * name, email and phone on a job application). Whether a field is required comes from the form's
 * schema, through `bind`.
 */
export function PersonFields<F extends PersonField>({
  bind,
  fields = ALL as readonly F[],
  wide = [],
}: PersonFieldsProps<F>) {
  return fields.map((field) => (
    <TextField
      key={field}
      {...bind(field)}
      {...personInputs[field]}
      className={wide.includes(field) ? "sm:col-span-2" : undefined}
    />
  ));
}
