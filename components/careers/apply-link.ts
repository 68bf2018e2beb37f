import { site } from "@/content/site";

/** A mailto link to the careers inbox, with the role in the subject line as the steps ask. */
export function applyHref(role?: string): string {
  const subject = role ? `Application: ${role}` : "Application";
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(subject)}`;
}
