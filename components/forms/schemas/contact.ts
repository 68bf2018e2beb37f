import { fieldErrors } from "@/content/form-messages";
import * as options from "@/content/form-options";
import { choice, formSchema, text, type FormValues } from "@/lib/form-schema";

import { person, tooLong } from "./fields";

/** The contact page's form, routed to a department. */
export const contactSchema = formSchema(
  {
    ...person,
    department: choice({
      emailKey: "department",
      options: options.departments,
      required: fieldErrors.departmentRequired,
      invalid: fieldErrors.departmentRequired,
    }),
    subject: text({ emailKey: "subject", max: 150, required: fieldErrors.subjectRequired }),
    message: text({ emailKey: "message", max: 5000, required: fieldErrors.messageRequired }),
  },
  { tooLong },
);

export type ContactValues = FormValues<typeof contactSchema.fields>;
