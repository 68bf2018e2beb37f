import { site } from "@/content/site";

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${digitsOnly(number)}?text=${encodeURIComponent(message)}`;
}

/** The site's chat link: the number set at build time, else the company's own from content/site.ts. */
export function siteChatUrl(): string {
  const number = process.env.NEXT_PUBLIC_WHATSAPP_NUMBER || site.whatsappNumber;
  return whatsappUrl(number, site.whatsappMessage);
}
