import type { StorageProvider } from "@emailjs/browser";
import {
  budgets,
  departments,
  hearAboutUs,
  labelFor,
  projectTypes,
  serviceOptions,
  timeframes,
} from "@/content/form-options";
import type { ContactValues, HomeContactValues, QuoteValues } from "@/lib/validation";

export { EMAIL_SETTINGS, missingEmailSettings } from "./email-config.mjs";

export type FormName = "home" | "quote" | "contact";
export type EmailParams = Record<string, string>;
export type EmailEnv = Partial<Record<string, string | undefined>>;

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templates: Record<FormName, string>;
}

export type SendFailure =
  "config" | "headless" | "blocked" | "rate-limited" | "network" | "server" | "unknown";

export type SendResult = { ok: true } | { ok: false; reason: SendFailure; status?: number };

export function readEmailConfig(
  // Next inlines NEXT_PUBLIC_ variables only where they are written out in full.
  env: EmailEnv = {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT,
  },
): EmailConfig {
  const read = (name: string) => env[name]?.trim() ?? "";
  return {
    publicKey: read("NEXT_PUBLIC_EMAILJS_PUBLIC_KEY"),
    serviceId: read("NEXT_PUBLIC_EMAILJS_SERVICE_ID"),
    templates: {
      home: read("NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME"),
      quote: read("NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE"),
      contact: read("NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT"),
    },
  };
}

export const DEFAULT_SUBJECT = "Website Contact Form";

export function homeContactParams(values: HomeContactValues): EmailParams {
  return {
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    from_phone: values.phone.trim(),
    subject: values.subject.trim() || DEFAULT_SUBJECT,
    message: values.message.trim(),
  };
}

export function quoteParams(values: QuoteValues): EmailParams {
  return {
    from_name: values.fullName.trim(),
    from_email: values.email.trim(),
    from_phone: values.phone.trim(),
    company: values.company.trim(),
    project_type: labelFor(projectTypes, values.projectType.trim()),
    // In the order the form lists them, whatever order they were ticked in.
    services: serviceOptions
      .filter((option) => values.services.includes(option.value))
      .map((option) => option.label)
      .join(", "),
    budget: labelFor(budgets, values.budget.trim()),
    timeframe: labelFor(timeframes, values.timeframe.trim()),
    project_description: values.projectDescription.trim(),
    hear_about_us: labelFor(hearAboutUs, values.hearAboutUs.trim()),
  };
}

export function contactParams(values: ContactValues): EmailParams {
  return {
    from_name: values.fullName.trim(),
    from_email: values.email.trim(),
    from_phone: values.phone.trim(),
    company: values.company.trim(),
    department: labelFor(departments, values.department.trim()),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** Addresses that only bots and form testers type; the library refuses them with 403. */
export const blockedEmails = [
  "test@test.com",
  "asdf@asdf.com",
  "abc@abc.com",
  "spam@spam.com",
  "sample@email.tst",
  "noreply@mailinator.com",
];

/** Seconds between two sends of one form from one browser (the library answers 429 meanwhile). */
export const THROTTLE_MS = 10_000;

// The library's own storage calls localStorage unguarded, so a full or blocked storage would
// reject every send; this one falls back to memory and keeps the rate limit working.
const memory = new Map<string, string>();
const storageProvider: StorageProvider = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(key) ?? memory.get(key);
    } catch {
      return memory.get(key);
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  remove: async (key) => {
    memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing was stored there.
    }
  },
};

export function sendOptions(form: FormName, publicKey: string) {
  return {
    publicKey,
    blockHeadless: true,
    blockList: { list: blockedEmails, watchVariable: "from_email" },
    limitRate: { id: `dunga-${form}`, throttle: THROTTLE_MS },
    storageProvider,
  };
}

const STATUS_REASONS: Partial<Record<number, SendFailure>> = {
  0: "network",
  403: "blocked",
  429: "rate-limited",
  451: "headless",
};

/** Maps whatever the library rejects with to a result the forms can show. */
export function toFailure(error: unknown): SendResult {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status } = error;
    if (typeof status === "number") {
      return { ok: false, reason: STATUS_REASONS[status] ?? "server", status };
    }
  }
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS).
  if (error instanceof TypeError) return { ok: false, reason: "network" };
  // The library throws plain strings for bad keys, ids and options.
  return { ok: false, reason: "unknown" };
}

/** Sends one form's email. Never throws: every outcome is a SendResult. */
export async function sendEmail(
  form: FormName,
  params: EmailParams,
  config: EmailConfig = readEmailConfig(),
): Promise<SendResult> {
  const templateId = config.templates[form];
  if (!config.publicKey || !config.serviceId || !templateId) {
    return { ok: false, reason: "config" };
  }
  try {
    // Loaded on first send so that pages with a form do not pay for the library up front.
    const { send } = await import("@emailjs/browser");
    await send(config.serviceId, templateId, params, sendOptions(form, config.publicKey));
    return { ok: true };
  } catch (error) {
    return toFailure(error);
  }
}
