export type EmailSetting =
  | "NEXT_PUBLIC_EMAILJS_PUBLIC_KEY"
  | "NEXT_PUBLIC_EMAILJS_SERVICE_ID"
  | "NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME"
  | "NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE"
  | "NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT";

export declare const EMAIL_SETTINGS: readonly EmailSetting[];

export declare function missingEmailSettings(
  env: Partial<Record<string, string | undefined>>,
): EmailSetting[];
