import { layoutText } from "@/content/navigation";
import { SocialIcon } from "@/components/ui/social-icon";
import { siteChatUrl } from "@/content/site";

/**
 * The chat button floats in the page's bottom right corner (3.5rem, 1rem from the edges on phones,
 * 1.5rem from `sm`). It hides nothing a visitor needs: the footer ends with room for it
 * (components/layout/footer.tsx), a control focused under it scrolls clear of it (the page's
 * scroll-padding-bottom) and it steps aside while a form field has focus (the chat-button utility
 * in app/globals.css).
 */
export function WhatsAppButton() {
  return (
    <a
      href={siteChatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={layoutText.whatsApp}
      className="print-hidden chat-button fixed right-3 bottom-3 z-30 grid size-12 place-items-center rounded-full bg-whatsapp text-white shadow-lg shadow-slate-900/20 transition-transform hover:scale-105 sm:right-6 sm:bottom-6 sm:size-14"
    >
      <SocialIcon name="WhatsApp" className="size-6 sm:size-7" />
    </a>
  );
}
