import { Clock, Timer } from "lucide-react";

import { common, supportText } from "@/content/sections";
import { site } from "@/content/site";
import { supportChannels } from "@/content/support";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/sections/section";

import { channelHrefs } from "./support-links";

const text = supportText.channels;

export function ChannelsSection() {
  return (
    <Section id="channels" heading={text}>
      <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CardGrid max={2}>
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
        <aside
          aria-labelledby="support-hours"
          className="on-dark flex flex-col rounded-2xl bg-gradient-to-br from-brand-800 to-violet p-8 text-white"
        >
          <h3 id="support-hours" className="flex items-center gap-3 text-xl font-bold text-white">
            <Clock aria-hidden="true" className="size-6 text-brand-100" />
            {text.hours}
          </h3>
          <p className="mt-3 text-xl font-bold sm:text-2xl">{site.hours}</p>
          <p className="text-brand-50">{text.timezone}</p>
          <p className="mt-1 text-brand-50">{site.hoursClosed}.</p>
          <div className="mt-8 border-t border-white/20 pt-6 lg:mt-auto">
            <h3 className="flex items-center gap-3 text-xl font-bold text-white">
              <Timer aria-hidden="true" className="size-6 text-brand-100" />
              {text.promise}
            </h3>
            <p className="mt-3 text-brand-50">{site.responsePromise}</p>
          </div>
        </aside>
      </div>
    </Section>
  );
}
