import { Compass, Target } from "lucide-react";

import { aboutStats, mission, story, vision } from "@/content/about";
import { Markdown } from "@/components/ui/markdown";
import { aboutAnchors } from "@/content/navigation";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";

const text = aboutText.profile;

const purpose = [
  { title: text.mission, text: mission, icon: Target },
  { title: text.vision, text: vision, icon: Compass },
];

export function CompanyProfileSection() {
  return (
    <section id={aboutAnchors.profile} className="scroll-mt-24 section">
      <Reveal className="container-page grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 className="mt-2 text-3xl font-bold sm:text-4xl">{text.title}</h2>
          <Markdown source={story} paragraphClassName="mt-4 text-lg" />
        </div>
        <div className="grid content-start gap-6">
          {purpose.map(({ title, text, icon: PurposeIcon }) => (
            <div key={title} className={`${cardClass} p-7`}>
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <PurposeIcon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{title}</h3>
              <p className="mt-2">{text}</p>
            </div>
          ))}
        </div>
      </Reveal>
      <div className="container-page">
        <dl
          aria-label={text.statsLabel}
          className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6"
        >
          {aboutStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col items-center rounded-2xl bg-brand-50 px-4 py-7 text-center"
            >
              <dt className="order-last mt-1 text-sm font-medium text-slate-700">{stat.label}</dt>
              <dd className="flex flex-col items-center text-4xl font-extrabold text-slate-900 tabular-nums">
                <Icon name={stat.icon} className="mb-3 size-6 text-brand-700" />
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
