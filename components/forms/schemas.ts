import { fieldErrors, formText } from "@/content/form-messages";
import * as options from "@/content/form-options";
import { fillVars } from "@/content/placeholders";
import {
  choice,
  choices,
  formSchema,
  labelFor,
  text,
  type FormValues,
  type Option,
} from "@/lib/form-schema";

// The site's four forms, each described once (lib/form-schema.ts says what follows from a table).
// Their words are the marketing team's, from content/data/form-messages.json; the option lists
// are content/data/form-options.json. The three lead forms were written apart and word the same
// rule differently ("Invalid email format" on the home form, "Email is invalid" on the others):
// each keeps the words its visitors know. Keys of the objects are the fields' names, in the order
// the form shows them.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\-() ]{8,}$/;

const { tooLong } = fieldErrors;

const email = (invalid: string) =>
  text({
    emailKey: "from_email",
    max: 254,
    required: fieldErrors.emailRequired,
    pattern: [EMAIL_PATTERN, invalid],
  });

/** Who is writing: the four fields the quote and contact page forms open with. */
const person = {
  fullName: text({ emailKey: "from_name", max: 100, required: fieldErrors.nameRequired }),
  email: email(fieldErrors.emailInvalid),
  phone: text({ emailKey: "from_phone", max: 20 }),
  company: text({ emailKey: "company", max: 120 }),
};

const optional = (emailKey: string, list: readonly Option[]) =>
  choice({ emailKey, options: list, invalid: fieldErrors.notAnOption });

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

/** The quote request (/quote). */
export const quoteSchema = formSchema(
  {
    ...person,
    projectType: choice({
      emailKey: "project_type",
      options: options.projectTypes,
      required: fieldErrors.projectTypeRequired,
      invalid: fieldErrors.projectTypeRequired,
    }),
    services: choices({
      emailKey: "services",
      options: options.serviceOptions,
      required: fieldErrors.servicesRequired,
    }),
    budget: optional("budget", options.budgets),
    timeframe: optional("timeframe", options.timeframes),
    projectDescription: text({
      emailKey: "project_description",
      max: 5000,
      required: fieldErrors.projectDescriptionRequired,
    }),
    hearAboutUs: optional("hear_about_us", options.hearAboutUs),
  },
  { tooLong },
);

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

export type HomeContactValues = FormValues<typeof homeContactSchema.fields>;
export type QuoteValues = FormValues<typeof quoteSchema.fields>;
export type ContactValues = FormValues<typeof contactSchema.fields>;
export type ApplicationValues = FormValues<ReturnType<typeof applicationSchema>["fields"]>;
