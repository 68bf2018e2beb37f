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
 * One way to reach the team as one whole link, its icon beside its words: a card in the paper
 * band, or under it (three short rows ahead of the form on a phone, not three tall cards). A card
 * wider than 36rem (one across a tablet) is one row, its action at its end: under the words, a
 * card across the page left its right half empty.
 */
function Channel({
  channel: { title, text, action, href, Icon },
}: {
  channel: (typeof channels)[number];
}) {
  return (
    <a href={href} className={`group @container block w-full p-5 ${cardClass} ${cardHoverClass}`}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 @min-[36rem]:grid-cols-[auto_minmax(0,1fr)_auto] @min-[36rem]:items-center">
        <span className="row-span-2 grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 @min-[36rem]:row-span-1">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-bold">{title}</h2>
          <p className="mt-1 text-sm">{text}</p>
        </div>
        <MoreCue className="col-start-2 mt-2 text-sm @min-[36rem]:col-start-3 @min-[36rem]:mt-0">
          {action}
        </MoreCue>
      </div>
    </a>
  );
}

/**
 * The three ways to reach the team (write, call, support). From 1024 px they stand in the band
 * beside its promise (`ContactChannels`); below, where the band has no second column, they are
 * cards under it (`ContactCards`). Each width shows one of the two (the other is not displayed,
 * so neither a reader nor the keyboard meets the links twice).
 */
export function ContactChannels() {
  return (
    <ul className="hidden space-y-3 lg:block">
      {channels.map((channel) => (
        <li key={channel.id}>
          <Channel channel={channel} />
        </li>
      ))}
    </ul>
  );
}

export function ContactCards() {
  return (
    <div className="container-page pt-12 lg:hidden">
      <CardGrid>
        {channels.map((channel) => (
          <Channel key={channel.id} channel={channel} />
        ))}
      </CardGrid>
    </div>
  );
}
