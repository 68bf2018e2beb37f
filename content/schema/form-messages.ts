import type { z } from "zod";

import { group, id, placeholderNames, text } from "./fields";
import { where } from "./validate";

const failure = (label: string) =>
  text({
    label,
    widget: "text",
    hint: "The page adds the direct email address after it, for visitors who would rather write.",
  });

/** A field's label with the line shown in it before anything is chosen. */
const select = (label: string) =>
  group(
    {
      label: text({ label: `${label}: label` }),
      placeholder: text({ label: `${label}: line before a choice` }),
    },
    { label },
  );

const thanks = (label: string) =>
  group(
    {
      title: text({ label: "Heading" }),
      text: text({ label: "Text", widget: "text" }),
      again: text({ label: "Button to send another" }),
      person: id({
        label: "Who replies",
        hint: "The id of one of the founders (Team, Leadership), such as nirali-shah: their picture, name and role stand in the panel under “Read and answered by”. Leave it empty to name no one.",
        why: "as it names a person of the team",
      }).optional(),
    },
    { label },
  );

/** content/data/form-messages.json: every word the forms show, from labels to send errors. */
export const formMessagesFile = group({
  send: group(
    {
      home: group({ failure: failure("Not sent") }, { label: "Home page form" }),
      quote: group({ failure: failure("Not sent") }, { label: "Quote form" }),
      contact: group({ failure: failure("Not sent") }, { label: "Contact page form" }),
      application: group(
        { failure: failure("Not sent") },
        { label: "Job application form", hint: "Its direct email address is the careers one." },
      ),
      timeout: text({
        label: "Mail service did not answer",
        widget: "text",
        hint: "Shown before the form's own failure message; {seconds} is how long the form waited.",
        vars: ["seconds"],
      }),
      offline: text({ label: "Visitor is offline", widget: "text" }),
      rateLimited: text({
        label: "Too many messages from one connection",
        widget: "text",
      }),
      sending: text({ label: "Button while sending" }),
      held: text({
        label: "Sent before the page finished loading",
        widget: "text",
        hint: "Shown at once when Send is pressed while the page is still loading; it sends once loaded.",
      }),
      stuck: text({
        label: "The page never finished loading",
        widget: "text",
        hint: "Shown when the page's scripts never arrive; the form's email address follows it.",
      }),
      emailInstead: text({
        label: "After a failure message",
        hint: "The form's email address follows it.",
      }),
      repliedBy: text({
        label: "Over who replies, in a thank-you panel",
        hint: "The name and role of the panel's “Who replies” follow it.",
      }),
      sentCopy: text({
        label: "Over the copy of a sent form, in a thank-you panel",
        hint: "The fields the visitor filled in follow it, each under its label; long texts such as the message are left out.",
      }),
    },
    { label: "Sending", hint: "What the forms say as a message is sent, and when it is not." },
  ),
  characterCount: text({
    label: "Character counter",
    hint: "Shown under a field that nears its limit; {length} is what is typed, {max} the limit.",
    vars: ["length", "max"],
  }),
  pastedPastCap: text({
    label: "Paste cut short",
    widget: "text",
    hint: "Read out when a paste goes past a field's limit: {label} is the field, {max} its limit, {left} the characters left out.",
    vars: ["label", "max", "left"],
  }),
  errorSummary: group(
    {
      one: text({ label: "One field in error" }),
      many: text({
        label: "Several fields in error",
        hint: "{count} is how many.",
        vars: ["count"],
      }),
    },
    {
      label: "Errors on sending",
      hint: "Read out by screen readers when a send is refused, before the first field in error.",
    },
  ),
  fieldErrors: group(
    {
      nameRequired: text({ label: "Name missing" }),
      emailRequired: text({ label: "Email missing" }),
      emailFormat: text({ label: "Email not valid (home page form)" }),
      emailInvalid: text({ label: "Email not valid (quote and contact forms)" }),
      phoneRequired: text({ label: "Phone missing (job application)" }),
      phoneInvalid: text({ label: "Phone not valid" }),
      messageRequired: text({ label: "Message missing" }),
      subjectRequired: text({ label: "Subject missing" }),
      projectTypeRequired: text({ label: "Project type missing" }),
      servicesRequired: text({ label: "No service ticked" }),
      projectDescriptionRequired: text({ label: "Project description missing" }),
      departmentRequired: text({ label: "No department chosen" }),
      roleRequired: text({ label: "No role chosen (job application)" }),
      cvUrlRequired: text({ label: "CV link missing (job application)" }),
      cvUrlInvalid: text({
        label: "CV link not valid (job application)",
        hint: "When the link is not a full address starting with https://.",
      }),
      notAnOption: text({
        label: "Not one of the options",
        hint: "When a saved draft holds an option that no longer exists.",
      }),
      tooLong: text({
        label: "Too long",
        hint: "{max} is the field's limit in characters.",
        vars: ["max"],
      }),
    },
    { label: "Field errors", hint: "Shown under a field whose value cannot be sent." },
  ),
  formText: group(
    {
      required: text({
        label: "Required (read out)",
        hint: "Read by screen readers after a required field's label; start it with a space.",
      }),
      honeypot: text({
        label: "Hidden anti-spam field",
        hint: "The label of a field only bots see.",
      }),
      person: group(
        {
          fullName: text({ label: "Full name" }),
          email: text({ label: "Email" }),
          phone: text({ label: "Phone" }),
          company: text({ label: "Company" }),
        },
        { label: "Quote and contact forms: the first four fields" },
      ),
      home: group(
        {
          name: text({ label: "Name" }),
          email: text({ label: "Email" }),
          phone: text({ label: "Phone" }),
          subject: text({ label: "Subject" }),
          message: text({ label: "Message" }),
          submit: text({ label: "Send button" }),
          emailSubject: text({
            label: "Email subject when none is given",
            hint: "The subject of the email the team receives when the visitor leaves Subject empty.",
          }),
          success: thanks("Thank-you panel"),
        },
        { label: "Home page form" },
      ),
      contact: group(
        {
          department: select("Department"),
          subject: text({ label: "Subject" }),
          message: text({ label: "Message" }),
          submit: text({ label: "Send button" }),
          success: thanks("Thank-you panel"),
        },
        { label: "Contact page form" },
      ),
      application: group(
        {
          role: select("Role"),
          cvUrl: text({ label: "Link to the CV or portfolio" }),
          cvUrlPlaceholder: text({ label: "Line in the empty link field" }),
          message: text({ label: "Message" }),
          submit: text({ label: "Send button" }),
          success: thanks("Thank-you panel"),
          subject: text({
            label: "Email subject",
            hint: "The subject of the email the team receives; {role} is the role's title.",
            vars: ["role"],
          }),
          department: text({ label: "Email's department line" }),
          cvLine: text({
            label: "Email's CV line",
            hint: "Ends the emailed message; {url} is the applicant's link.",
            vars: ["url"],
          }),
        },
        { label: "Job application form" },
      ),
      quote: group(
        {
          projectType: select("Project type"),
          services: text({ label: "Services" }),
          budget: select("Budget"),
          timeframe: select("Timeframe"),
          projectDescription: text({ label: "Project description" }),
          hearAboutUs: select("How did you hear about us"),
          submit: text({ label: "Send button" }),
          sending: text({ label: "Button while sending" }),
          success: thanks("Thank-you panel"),
        },
        { label: "Quote form" },
      ),
    },
    { label: "Field labels and buttons" },
  ),
});

export type FormMessagesFile = z.infer<typeof formMessagesFile>;

/**
 * The site's facts ({company}, {projects}...) named in the forms' texts. The forms are scripts,
 * sent to the browser without those facts (content/form-messages.ts), so a form's text must write
 * them out; only the thank-you panels (`formText.{form}.success`), filled on the server and given
 * to their forms (content/form-thanks.ts), may name them. Read from the file as written: the
 * schema's checks see texts with the facts already filled in.
 */
export function factsInFormTexts(file: string, data: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (path[0] === "formText" && path[2] === "success") return;
    if (typeof node === "string") {
      for (const [, name] of node.matchAll(/\{(\w+)\}/g))
        if (placeholderNames.includes(name!))
          problems.push(
            `${file}: ${where(data, path)} names {${name}}, which a form cannot fill in as it runs; write it out`,
          );
    } else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
  };
  visit(data, []);
  return problems;
}
