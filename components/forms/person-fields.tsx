import { formText } from "@/content/form-messages";

import { TextField } from "./field";

type PersonField = "fullName" | "email" | "phone" | "company";

interface PersonFieldsProps {
  bind: (field: PersonField) => {
    id: string;
    name: string;
    value: string;
    error?: string;
    maxLength?: number;
    readOnly?: boolean;
    required?: boolean;
    onChange: (value: string) => void;
  };
}

/** Who is writing: the four fields the quote and contact page forms open with. */
export function PersonFields({ bind }: PersonFieldsProps) {
  return (
    <>
      <TextField {...bind("fullName")} label={formText.person.fullName} autoComplete="name" />
      <TextField
        {...bind("email")}
        label={formText.person.email}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...bind("phone")}
        label={formText.person.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField {...bind("company")} label={formText.person.company} autoComplete="organization" />
    </>
  );
}
