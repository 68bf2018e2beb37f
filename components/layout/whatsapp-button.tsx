import { layoutText } from "@/content/navigation";
import { SocialIcon } from "@/components/ui/social-icon";
import { siteChatUrl } from "@/lib/whatsapp";

export function WhatsAppButton() {
  return (
    <a
      href={siteChatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={layoutText.whatsApp}
      className="print-hidden fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg shadow-slate-900/20 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <SocialIcon name="WhatsApp" className="size-7" />
    </a>
  );
}
