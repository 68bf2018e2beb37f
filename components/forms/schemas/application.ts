import { fieldErrors, formText } from "@/content/form-messages";
import { fillVars } from "@/content/fill-vars";
import {
  choice,
  formSchema,
  labelFor,
  text,
  type FormValues,
  type Option,
} from "@/lib/form-schema";

import { person, PHONE_PATTERN, tooLong } from "./fields";

/** A link anyone can open: a full https:// address with a host name that has a dot. */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return hostname.includes(".") && !hostname.startsWith(".") && !hostname.endsWith(".");
}

const application = formText.application;

/**
 * The job application form, given the roles open when the site was built (a draft may hold one
 * that has since closed). It goes out through the contact page's template, so besides a variable
 * per field (the role as its title) it fills the ones that template shows: `subject` names the
 * role, `department` says it is for the careers team, and `message` ends with the link to the CV,
 * so that the team reads everything even before the template learns `role` and `cv_url`.
 */
export const applicationSchema = (roles: readonly Option[]) =>
  formSchema(
    {
      fullName: person.fullName,
      email: person.email,
      phone: text({
        emailKey: "from_phone",
        max: 20,
        required: fieldErrors.phoneRequired,
        pattern: [PHONE_PATTERN, fieldErrors.phoneInvalid],
      }),
      role: choice({
        emailKey: "role",
        options: roles,
        required: fieldErrors.roleRequired,
        invalid: fieldErrors.notAnOption,
      }),
      cvUrl: text({
        emailKey: "cv_url",
        max: 500,
        required: fieldErrors.cvUrlRequired,
        test: [isHttpsLink, fieldErrors.cvUrlInvalid],
      }),
      message: text({ emailKey: "message", max: 5000 }),
    },
    {
      tooLong,
      extra: {
        subject: (values) => fillVars(application.subject, { role: labelFor(roles, values.role) }),
        department: () => application.department,
      },
      rewrite: {
        message: (message, values) => {
          const cvLine = fillVars(application.cvLine, { url: values.cvUrl });
          return message ? `${message}\n\n${cvLine}` : cvLine;
        },
      },
    },
  );

export type ApplicationValues = FormValues<ReturnType<typeof applicationSchema>["fields"]>;
