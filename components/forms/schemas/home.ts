import { fieldErrors, formText } from "@/content/form-messages";
import { formSchema, text, type FormValues } from "@/lib/form-schema";

import { email, PHONE_PATTERN, tooLong } from "./fields";

/** The short form at the foot of the home page. */
export const homeContactSchema = formSchema(
  {
    name: text({ emailKey: "from_name", max: 100, required: fieldErrors.nameRequired }),
    email: email(fieldErrors.emailFormat),
    phone: text({
      emailKey: "from_phone",
      max: 20,
      pattern: [PHONE_PATTERN, fieldErrors.phoneInvalid],
    }),
    subject: text({ emailKey: "subject", max: 150, orElse: formText.home.emailSubject }),
    message: text({ emailKey: "message", max: 5000, required: fieldErrors.messageRequired }),
  },
  { tooLong },
);

export type HomeContactValues = FormValues<typeof homeContactSchema.fields>;
