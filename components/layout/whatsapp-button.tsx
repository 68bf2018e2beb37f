import { layoutText } from "@/content/navigation";
import { SocialIcon } from "@/components/ui/social-icon";
import { siteChatUrl } from "@/content/site";

/**
 * The chat button floats in the page's bottom right corner: on phones a compact 3rem, 0.5rem from
 * the edges (or clear of a notch or home bar, where the browser reports one); from `sm`, 3.5rem,
 * 1.5rem from the edges. It hides nothing a visitor needs: the footer ends with room for it
 * (components/layout/footer.tsx), a control focused under it scrolls clear of it (the page's
 * scroll-padding-bottom), it steps aside while a form field has focus, and, where its corner lies
 * over the content column, it slides away while the visitor reads down the page and returns when
 * they scroll up or reach the end, and keeps off the first screen until the visitor has scrolled
 * (the chat-button utility in app/globals.css, CSS only).
 */
/** Rendered after the header, main and footer, as their sibling: the stepping aside reads them. */
export function WhatsAppButton() {
  return (
    <a
      href={siteChatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={layoutText.whatsApp}
      className="print-hidden chat-button fixed right-[max(0.5rem,env(safe-area-inset-right))] bottom-[max(0.5rem,env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-full bg-whatsapp text-white shadow-md shadow-slate-900/25 transition-[translate,scale,opacity] duration-200 hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:size-14 sm:shadow-lg"
    >
      <SocialIcon name="WhatsApp" className="size-6 sm:size-7" />
    </a>
  );
}
