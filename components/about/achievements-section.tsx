import { Award, Milestone } from "lucide-react";

import { awards, journey } from "@/content/about";
import { aboutAnchors } from "@/content/navigation";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

import { Timeline } from "./timeline";

const text = aboutText.achievements;

export function AchievementsSection() {
  return (
    <section id={aboutAnchors.achievements} className="scroll-mt-24 section">
      <div className="container-page">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <Reveal className="mt-14 grid gap-14 lg:grid-cols-2 lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <h3 className="flex items-center gap-3 text-2xl font-bold">
              <span className="grid size-11 place-items-center rounded-xl bg-accent/15 text-amber-700">
                <Award aria-hidden="true" className="size-5" />
              </span>
              {text.awards}
            </h3>
            <Timeline entries={awards} label={text.awardsLabel} />
          </div>
          <div>
            <h3 className="flex items-center gap-3 text-2xl font-bold">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Milestone aria-hidden="true" className="size-5" />
              </span>
              {text.journey}
            </h3>
            <Timeline entries={journey} label={text.journeyLabel} />
          </div>
        </Reveal>
      </div>
    </section>
  );
}
