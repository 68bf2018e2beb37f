import { LifeBuoy, MessageSquare, Phone, type LucideIcon } from "lucide-react";

import { contactText } from "@/content/sections";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { MoreCue } from "@/components/ui/more-cue";

const icons: Record<(typeof contactText.cards)[number]["id"], LucideIcon> = {
  message: MessageSquare,
  call: Phone,
  support: LifeBuoy,
};

export function ContactCards() {
  return (
    <div className="container-page pt-12 lg:pt-16">
      <CardGrid>
        {contactText.cards.map(({ id, title, text, action, href }) => {
          const CardIcon = icons[id];
          return (
            <a
              key={id}
              href={href}
              className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-6`}
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <CardIcon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-lg font-bold">{title}</h2>
              <p className="mt-1 flex-1 text-sm">{text}</p>
              <MoreCue className="mt-4">{action}</MoreCue>
            </a>
          );
        })}
      </CardGrid>
    </div>
  );
}
