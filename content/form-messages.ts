import { site } from "./site";

/**
 * Everything the three forms say about a send, in one place. The error banner adds the direct
 * email address after each failure message.
 */
export const formMessages = {
  home: {
    success: "Thank you! Your message has been sent successfully.",
    failure: "Something went wrong. Please try again later.",
  },
  quote: {
    failure:
      "There was a problem sending your request. Please try again later or contact us directly.",
  },
  contact: {
    failure: "Failed to send your message. Please try again or contact us directly.",
  },
  /** Said before the form's own failure message when the mail service stopped answering. */
  timeout: (seconds: number) =>
    `Our mail service did not answer within ${seconds} seconds, so nothing was confirmed.`,
  offline:
    "You seem to be offline, so nothing was sent. Your text is kept here: send it again once you are back online.",
  /** The mail service refused the send as one too many from this browser (HTTP 429). */
  rateLimited:
    "Our mail service is getting too many messages from this connection. Your text is kept here: please wait a minute, then send it again.",
  sending: "Sending...",
} as const;

const count = (value: number) => value.toLocaleString("en-US");

/** The counter shown under a capped field once it nears its cap. */
export const characterCount = (length: number, max: number) =>
  `${count(length)} / ${count(max)} characters`;

/** Announced when a paste would go past a field's cap: the browser keeps only what fits. */
export const pastedPastCap = (label: string, max: number, left: number) =>
  `${label} holds up to ${count(max)} characters: the last ${count(left)} pasted characters were not added.`;

/** Read out after a failed submit, before focus moves to the first field with an error. */
export const errorSummary = (count: number) =>
  count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`;

/**
 * What a field says under itself when its value cannot be sent. The three forms were written apart
 * and word the same rule differently ("Invalid email format" on the home form, "Email is invalid"
 * on the others); the wording is kept as visitors know it.
 */
export const fieldErrors = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  /** The home form's wording; the quote and contact page forms use `emailInvalid`. */
  emailFormat: "Invalid email format",
  emailInvalid: "Email is invalid",
  phoneInvalid: "Invalid phone number",
  messageRequired: "Message is required",
  subjectRequired: "Subject is required",
  projectTypeRequired: "Project type is required",
  servicesRequired: "Please select at least one service",
  projectDescriptionRequired: "Project description is required",
  departmentRequired: "Please select a department",
  /** A select holding a value that is not one of its options (a stale draft, say). */
  notAnOption: "Please choose one of the options",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

/** The forms' visible words: field labels, placeholders, buttons and thank-you panels. */
export const formText = {
  /** Read after a required field's label, whose asterisk is hidden from screen readers. */
  required: " (required)",
  /** The label of the field only bots see. */
  honeypot: "Leave this field empty",
  /** The four fields the quote and contact page forms open with. */
  person: {
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    company: "Company",
  },
  home: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    submit: "Send Message",
  },
  contact: {
    department: { label: "Department", placeholder: "Select a department" },
    subject: "Subject",
    message: "Message",
    submit: "Send Message",
    success: {
      title: "Thank you for your message!",
      text: `We have received your message. ${site.responsePromise}`,
      again: "Send Another Message",
    },
  },
  quote: {
    projectType: { label: "Project Type", placeholder: "Select a project type" },
    services: "Services Needed",
    budget: { label: "Budget Range", placeholder: "Select a budget range" },
    timeframe: { label: "Timeframe", placeholder: "Select a timeframe" },
    projectDescription: "Project Description",
    hearAboutUs: { label: "How did you hear about us?", placeholder: "Select an option" },
    submit: "Submit Request",
    sending: "Processing...",
    success: {
      title: "Thank you for your request!",
      text: `We have received your project details. ${site.responsePromise} Our team will review your requirements and come back with next steps and an estimate.`,
      again: "Submit Another Request",
    },
  },
} as const;
