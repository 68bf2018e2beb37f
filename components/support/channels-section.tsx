import { Clock, Timer, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { common, supportText } from "@/content/sections";
import { site } from "@/content/site";
import { supportChannels } from "@/content/support";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { SpaceBroken } from "@/components/ui/space-broken";
import { Section } from "@/components/sections/section";

import { channelHrefs } from "./support-links";

const text = supportText.channels;

/**
 * The four ways to reach support as cards, four in a row on wide screens, then when they are
 * answered: a strip of two halves (the hours, the reply promise) under the cards, as tall as its
 * text at every width, never a column stretched beside the cards.
 */
export function ChannelsSection() {
  return (
    <Section id="channels" heading={text}>
      <CardGrid max={4} className="mt-12">
        {supportChannels.map((channel) => {
          const href = channelHrefs[channel.id];
          const external = href.startsWith("https:");
          return (
            <article key={channel.id} className={`${cardClass} flex w-full flex-col p-7`}>
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={channel.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{channel.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed">{channel.description}</p>
              <a
                href={href}
                {...(external && { target: "_blank", rel: "noopener noreferrer" })}
                className="mt-4 inline-flex min-h-11 items-center font-semibold break-all text-brand-700 hover:underline"
              >
                {channel.action}
                {external && <span className="sr-only"> {common.newTab}</span>}
              </a>
            </article>
          );
        })}
      </CardGrid>
      <div className="on-dark mt-6 grid gap-6 rounded-2xl bg-gradient-to-br from-brand-800 to-violet p-7 text-white sm:grid-cols-2 sm:gap-0 sm:p-8">
        <StripHalf
          icon={Clock}
          label={text.hours}
          value={<SpaceBroken text={site.hours} />}
          className="sm:pr-8"
        >
          <p className="mt-1 text-brand-50">{text.timezone}</p>
          <p className="text-brand-50">{site.hoursClosed}.</p>
        </StripHalf>
        <StripHalf
          icon={Timer}
          label={text.promise}
          value={site.responsePromise}
          className="border-t border-white/20 pt-6 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8"
        />
      </div>
    </Section>
  );
}

/** One half of the strip under the channels: what it tells, then the fact, large. */
function StripHalf({
  icon: Glyph,
  label,
  value,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <h3 className="flex items-center gap-3 text-base font-semibold text-brand-100">
        <Glyph aria-hidden="true" className="size-5" />
        {label}
      </h3>
      <p className="mt-3 font-display text-xl font-bold text-balance text-white lg:text-2xl">
        {value}
      </p>
      {children}
    </div>
  );
}
