import type { Locator, Page } from "@playwright/test";

import { formMessages, formText } from "../content/form-messages";
import { formThanks } from "../content/form-thanks";
import { expect } from "./email-service";
import { testEmailEnv } from "./test-env";

// The three lead forms as the form specs use them (e2e/forms.spec.ts, e2e/forms-resilience.spec.ts):
// where each is, what a visitor fills in, and the exact request that must go out for it.

/** A field as a visitor fills it: typed text, an option chosen, or a box ticked. */
interface Field {
  label: string;
  value: string;
  kind?: "select" | "check";
}

export interface FormCase {
  name: string;
  path: string;
  template: string;
  submit: string;
  sending: string;
  failure: string;
  /** The form's scope on its page. */
  form: (page: Page) => Locator;
  fields: Field[];
  /** The template parameters the filled form sends. */
  params: Record<string, string>;
  /** The long text field, its cap, and what the filled form holds in it. */
  long: { label: string; cap: number; value: string };
  /** What the visitor sees once it is sent. */
  sent: (page: Page) => Promise<void>;
  /** After `sent`: back to an empty form. */
  emptied: (page: Page) => Promise<void>;
}

/** A form that answers with a thank-you panel, whose button brings the form back empty. */
const thanksPanel = (again: string): Pick<FormCase, "sent" | "emptied"> => ({
  sent: (page) => expect(page.getByRole("button", { name: again })).toBeVisible(),
  emptied: async (page) => {
    await page.getByRole("button", { name: again }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Email Address")).toHaveValue("");
  },
});

const home: FormCase = {
  name: "home contact form",
  path: "/#CONTACT",
  template: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME,
  submit: "Send Message",
  sending: formMessages.sending,
  failure: formMessages.home.failure,
  form: (page) => page.locator("#CONTACT form"),
  fields: [
    { label: "Name", value: "  Asha Verma " },
    { label: "Email", value: "asha@example.com" },
    { label: "Phone", value: "+91 98765 43210" },
    { label: "Subject", value: "Clinic booking app" },
    { label: "Message", value: "We need an app for 12 clinics." },
  ],
  params: {
    from_name: "Asha Verma",
    from_email: "asha@example.com",
    from_phone: "+91 98765 43210",
    subject: "Clinic booking app",
    message: "We need an app for 12 clinics.",
  },
  long: { label: "Message", cap: 5000, value: "We need an app for 12 clinics." },
  // The panel of every form, led by the home form's own message.
  sent: async (page) => {
    await expect(page.getByRole("heading", { name: formThanks.home.title })).toBeVisible();
    await expect(page.getByRole("button", { name: formThanks.home.again })).toBeVisible();
  },
  emptied: async (page) => {
    await page.getByRole("button", { name: formThanks.home.again }).click();
    await expect(page.locator("#CONTACT").getByLabel("Name")).toHaveValue("");
    await expect(page.locator("#CONTACT").getByLabel("Message")).toHaveValue("");
  },
};

const quote: FormCase = {
  name: "quote form",
  path: "/quote",
  template: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE,
  submit: "Submit Request",
  sending: formText.quote.sending,
  failure: formMessages.quote.failure,
  form: (page) => page.locator("main form"),
  fields: [
    { label: "Full Name", value: "Rahul Iyer" },
    { label: "Email Address", value: "rahul@example.org" },
    { label: "Phone Number", value: "+44 20 7946 0958" },
    { label: "Company", value: "Northwind Logistics" },
    { label: "Project Type", value: "new-project", kind: "select" },
    { label: "UI/UX Design", value: "", kind: "check" },
    { label: "Web Development", value: "", kind: "check" },
    { label: "Budget Range", value: "10k-25k", kind: "select" },
    { label: "Timeframe", value: "1-3-months", kind: "select" },
    { label: "Project Description", value: "A fleet tracking dashboard." },
    { label: "How did you hear about us?", value: "referral", kind: "select" },
  ],
  params: {
    from_name: "Rahul Iyer",
    from_email: "rahul@example.org",
    from_phone: "+44 20 7946 0958",
    company: "Northwind Logistics",
    project_type: "New Project",
    services: "Web Development, UI/UX Design",
    budget: "$10,000 - $25,000",
    timeframe: "1-3 months",
    project_description: "A fleet tracking dashboard.",
    hear_about_us: "Referral",
  },
  long: { label: "Project Description", cap: 5000, value: "A fleet tracking dashboard." },
  ...thanksPanel(formThanks.quote.again),
};

const contact: FormCase = {
  name: "contact page form",
  path: "/contact",
  template: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT,
  submit: "Send Message",
  sending: formMessages.sending,
  failure: formMessages.contact.failure,
  form: (page) => page.locator("main form"),
  fields: [
    { label: "Full Name", value: "Meera Shah" },
    { label: "Email Address", value: "meera@example.net" },
    { label: "Department", value: "sales", kind: "select" },
    { label: "Subject", value: "Partnership" },
    { label: "Message", value: "Can we talk next week?" },
  ],
  params: {
    from_name: "Meera Shah",
    from_email: "meera@example.net",
    from_phone: "",
    company: "",
    department: "Sales",
    subject: "Partnership",
    message: "Can we talk next week?",
  },
  long: { label: "Message", cap: 5000, value: "Can we talk next week?" },
  ...thanksPanel(formThanks.contact.again),
};

export const forms = { home, quote, contact };

/**
 * The quote form stands for all three wherever the behaviour is the shared hook's
 * (components/forms/use-form.ts) rather than a form's own words: it has every kind of field.
 */
export const representative = quote;

/**
 * Fills `form` in as a visitor would: `typed` presses each key (what happens before the page is
 * live, where only real key presses reach the page), otherwise each field is filled at once.
 */
export async function fillForm(page: Page, form: FormCase, { typed = false } = {}) {
  const scope = form.form(page);
  for (const { label, value, kind } of form.fields) {
    if (kind === "check") await scope.getByRole("checkbox", { name: label }).check();
    else if (kind === "select") await scope.getByLabel(label).selectOption(value);
    else if (typed) await scope.getByLabel(label).pressSequentially(value);
    else await scope.getByLabel(label).fill(value);
  }
}

/** A form's submit button: disabled while it sends (and in the HTML, until the page is parsed). */
export const submitOf = (page: Page, form: FormCase) =>
  form.form(page).getByRole("button", { name: form.submit });

/** Opens a form once it is live (its Submit is enabled then): tests wait on state, not time. */
export async function openForm(page: Page, form: FormCase) {
  await page.goto(form.path);
  await expect(submitOf(page, form)).toBeEnabled();
}

/** The exact JSON the email library posts for `form` filled in. */
export const payload = (form: FormCase, params = form.params) => ({
  lib_version: "4.4.1",
  user_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  service_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  template_id: form.template,
  template_params: params,
});
