export { EMAIL_SETTINGS, missingEmailSettings } from "./email-config";

/** The forms with an email template of their own. */
export type TemplateName = "home" | "quote" | "contact";
/** Every form that sends; a job application goes out through the contact page's template. */
export type FormName = TemplateName | "application";
export type EmailParams = Record<string, string>;
export type EmailEnv = Partial<Record<string, string | undefined>>;

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templates: Record<TemplateName, string>;
}

export type SendFailure =
  "config" | "headless" | "blocked" | "rate-limited" | "offline" | "timeout" | "server" | "unknown";

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

/** The template each form sends through: the email settings are fixed, so applications share the contact page's. */
export const templateOf = (form: FormName): TemplateName =>
  form === "application" ? "contact" : form;

/** Addresses that only bots and form testers type; the library refuses them with 403. */
export const blockedEmails = [
  "test@test.com",
  "asdf@asdf.com",
  "abc@abc.com",
  "spam@spam.com",
  "sample@email.tst",
  "noreply@mailinator.com",
];

/**
 * How long the same message, once delivered, is not sent again from this page: a second submit of
 * it (a double click, a retry after a send that timed out but did arrive) succeeds without a
 * second email. A different message goes out at once.
 */
export const THROTTLE_MS = 10_000;

/**
 * How long a send may take before the form gives up and says so. The e2e build shortens it with
 * NEXT_PUBLIC_EMAIL_TIMEOUT_MS (set in e2e/test-env.ts only) so a stalled send is tested quickly.
 */
export const SEND_TIMEOUT_MS = positiveOr(Number(process.env.NEXT_PUBLIC_EMAIL_TIMEOUT_MS), 20_000);

function positiveOr(value: number, fallback: number): number {
  return value > 0 ? value : fallback;
}

// Our own rate limit, in memory: it needs no storage (which may throw, be full or hold garbage)
// and it counts only delivered sends, so a failed send can be retried at once. The library's
// limitRate is not used: it stamps storage before the request, so a failure blocked the retry.
const delivered = new Map<string, number>();

// With no limitRate option (and no init()), the library never calls its storage when it sends:
// its only touch of localStorage is the check it makes as it loads (see withoutBlockedStorage).
export function sendOptions(publicKey: string) {
  return {
    publicKey,
    blockHeadless: true,
    blockList: { list: blockedEmails, watchVariable: "from_email" },
  };
}

/**
 * Runs `load` with `window.localStorage` hidden when merely reading it throws (storage blocked by
 * the browser or a privacy setting): the email library reads it as it loads, and would otherwise
 * fail to load at all. Storage is put back as soon as `load` settles.
 */
export async function withoutBlockedStorage<T>(load: () => Promise<T>): Promise<T> {
  const own =
    typeof window === "undefined"
      ? undefined
      : Object.getOwnPropertyDescriptor(window, "localStorage");
  if (!own?.configurable || !storageThrows()) return load();
  Object.defineProperty(window, "localStorage", { value: undefined, configurable: true });
  try {
    return await load();
  } finally {
    Object.defineProperty(window, "localStorage", own);
  }
}

function storageThrows(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * The email library, loaded when a form is about to send (or is being filled in), so that pages
 * with a form do not pay for it up front. Loading it again costs nothing.
 */
export const loadEmailLibrary = () => withoutBlockedStorage(() => import("@emailjs/browser"));

class Timeout extends Error {}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

const STATUS_REASONS: Partial<Record<number, SendFailure>> = {
  0: "offline",
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
  if (error instanceof Timeout) return { ok: false, reason: "timeout" };
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, a dropped
  // connection): to the visitor, that is being offline.
  if (error instanceof TypeError) return { ok: false, reason: "offline" };
  // The library throws plain strings for bad keys, ids and options.
  return { ok: false, reason: "unknown" };
}

/** Settles with `promise`, or rejects with a Timeout after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Sends one form's email. Never throws and never hangs: every outcome is a SendResult within
 * `timeoutMs`.
 *
 * The library's request cannot be cancelled, so a send that timed out may still be answered. That
 * late answer never changes what the form shows (it already shows the failure, with the data and
 * the direct email link). A late success is only remembered: submitting the same message again
 * then succeeds without a second email, while a different message is sent as usual.
 */
export async function sendEmail(
  form: FormName,
  params: EmailParams,
  config: EmailConfig = readEmailConfig(),
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const templateId = config.templates[templateOf(form)];
  if (!config.publicKey || !config.serviceId || !templateId) {
    return { ok: false, reason: "config" };
  }
  if (isOffline()) return { ok: false, reason: "offline" };
  const key = `${form}:${JSON.stringify(params)}`;
  const last = delivered.get(key);
  if (last !== undefined && Date.now() - last < THROTTLE_MS) return { ok: true };
  try {
    await withTimeout(
      (async () => {
        const { send } = await loadEmailLibrary();
        await send(config.serviceId, templateId, params, sendOptions(config.publicKey));
        delivered.set(key, Date.now());
      })(),
      timeoutMs,
    );
    return { ok: true };
  } catch (error) {
    return isOffline() ? { ok: false, reason: "offline" } : toFailure(error);
  }
}
