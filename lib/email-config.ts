// Read by lib/email.ts, which sends, and by next.config.ts, which warns when a setting is missing.

/** The build-time variables the three forms need (see .env.example). */
export const EMAIL_SETTINGS = [
  "NEXT_PUBLIC_EMAILJS_PUBLIC_KEY",
  "NEXT_PUBLIC_EMAILJS_SERVICE_ID",
  "NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME",
  "NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE",
  "NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT",
];

/**
 * The names of the email settings that are unset or blank in `env`.
 */
export function missingEmailSettings(env: Record<string, string | undefined>): string[] {
  return EMAIL_SETTINGS.filter((name) => !env[name]?.trim());
}
