// Plain JavaScript so that next.config.mjs can import it as well as lib/email.ts.

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
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function missingEmailSettings(env) {
  return EMAIL_SETTINGS.filter((name) => !env[name]?.trim());
}
