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

/** The ways to reach the team, each with its icon: what both layouts below draw. */
const channels = contactText.cards.map((card) => ({ ...card, Icon: icons[card.id] }));

/**
 * The three ways to reach the team (write, call, support), each one whole link. From 1024 px they
 * stand in the band beside its promise (`ContactChannels`); below, where the band has no second
 * column, they are cards under it (`ContactCards`). Each width shows one of the two (the other is
 * not displayed, so neither a reader nor the keyboard meets the links twice).
 */
export function ContactChannels() {
  return (
    <ul className="hidden space-y-3 lg:block">
      {channels.map(({ id, title, text, action, href, Icon }) => (
        <li key={id}>
          <a
            href={href}
            className="group flex items-start gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15 transition-colors hover:bg-white/10"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-400/15 text-brand-200">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 className="text-base font-bold text-white">{title}</h2>
              <p className="mt-1 text-sm text-slate-300">{text}</p>
              <MoreCue tone="dark" className="mt-2 text-sm">
                {action}
              </MoreCue>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContactCards() {
  return (
    <div className="container-page pt-12 lg:hidden">
      <CardGrid>
        {channels.map(({ id, title, text, action, href, Icon }) => (
          <a
            key={id}
            href={href}
            // Icon beside the words, as in the band: three short rows ahead of the form, not three
            // tall cards pushing it a screen down on a phone.
            className={`${cardClass} ${cardHoverClass} group flex w-full items-start gap-4 p-5`}
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 className="text-base font-bold">{title}</h2>
              <p className="mt-1 text-sm">{text}</p>
              <MoreCue className="mt-2 text-sm">{action}</MoreCue>
            </div>
          </a>
        ))}
      </CardGrid>
    </div>
  );
}
