import { Compass, Target } from "lucide-react";

import { aboutStats, mission, story, vision } from "@/content/about";
import { Markdown } from "@/components/ui/markdown";
import { aboutAnchors } from "@/content/navigation";
import { aboutText } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";
import { Reveal } from "@/components/motion/reveal";
import { cardClass } from "@/components/ui/card";
import { Figure } from "@/components/ui/figure";

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
          <SectionHeading align="left" eyebrow={text.eyebrow} title={text.title} />
          <Markdown source={story} paragraphClassName="mt-4 text-lg" />
        </div>
        {/* Side by side under the story on tablets, stacked beside it from 1024 px. */}
        <div className="grid content-start gap-6 md:max-lg:grid-cols-2">
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
          className="mt-14 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-slate-200 pt-10 lg:grid-cols-4"
        >
          {aboutStats.map((stat) => (
            <Figure key={stat.label} {...stat} size="lg" />
          ))}
        </dl>
      </div>
    </section>
  );
}
