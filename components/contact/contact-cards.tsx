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

/** Each tone's link box, icon tile, title, text and cue. */
const tones = {
  dark: {
    link: "rounded-2xl bg-white/5 ring-1 ring-white/15 transition-colors hover:bg-white/10",
    icon: "bg-brand-400/15 text-brand-200",
    title: "text-white",
    text: "text-slate-300",
  },
  light: {
    link: `${cardClass} ${cardHoverClass} w-full`,
    icon: "bg-brand-50 text-brand-700",
    title: "",
    text: "",
  },
} as const;

/**
 * One way to reach the team as one whole link, its icon beside its words: on ink in the band, or
 * a card under it (three short rows ahead of the form on a phone, not three tall cards).
 */
function Channel({
  channel: { title, text, action, href, Icon },
  tone,
}: {
  channel: (typeof channels)[number];
  tone: keyof typeof tones;
}) {
  const style = tones[tone];
  return (
    <a href={href} className={`group flex items-start gap-4 p-5 ${style.link}`}>
      <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${style.icon}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className={`text-base font-bold ${style.title}`}>{title}</h2>
        <p className={`mt-1 text-sm ${style.text}`}>{text}</p>
        <MoreCue tone={tone} className="mt-2 text-sm">
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
          <Channel channel={channel} tone="dark" />
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
          <Channel key={channel.id} channel={channel} tone="light" />
        ))}
      </CardGrid>
    </div>
  );
}
