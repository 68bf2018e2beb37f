import { ArrowRight, LifeBuoy, MessageSquare, Phone, type LucideIcon } from "lucide-react";

import { contactText } from "@/content/sections";
import { cardClass, cardHoverClass } from "@/components/ui/card";

const icons: Record<(typeof contactText.cards)[number]["id"], LucideIcon> = {
  message: MessageSquare,
  call: Phone,
  support: LifeBuoy,
};

export function ContactCards() {
  return (
    <ul className="relative z-10 container-page -mt-10 grid gap-6 md:grid-cols-3">
      {contactText.cards.map(({ id, title, text, action, href }) => {
        const CardIcon = icons[id];
        return (
          <li key={id} className="flex">
            <a
              href={href}
              className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-6`}
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <CardIcon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-lg font-bold">{title}</h2>
              <p className="mt-1 flex-1 text-sm">{text}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                {action}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
