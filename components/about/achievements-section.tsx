import type { ReactNode } from "react";
import { Award, Milestone, type LucideIcon } from "lucide-react";

import { awards, journey } from "@/content/about";
import { aboutAnchors } from "@/content/navigation";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { cardClass } from "@/components/ui/card";
import { Section } from "@/components/sections/section";

import { Timeline } from "./timeline";

const text = aboutText.achievements;

/** A part of the section: its icon on a tinted tile, then its heading. */
function PartHeading({
  icon: Icon,
  tone,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  children: ReactNode;
}) {
  return (
    <h3 className="flex items-center gap-3 text-2xl font-bold">
      <span className={`grid size-11 place-items-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {children}
    </h3>
  );
}

/**
 * The journey across the section's width, then the awards as a row of cards under it: both fill
 * the same width, so neither column runs on past the other at any width.
 */
export function AchievementsSection() {
  return (
    <Section id={aboutAnchors.achievements} heading={text}>
      <Reveal className="mt-14">
        <PartHeading icon={Milestone} tone="bg-brand-50 text-brand-700">
          {text.journey}
        </PartHeading>
        <Timeline entries={journey} label={text.journeyLabel} />
      </Reveal>
      <Reveal className="mt-16 border-t border-slate-200 pt-12">
        <PartHeading icon={Award} tone="bg-accent/15 text-amber-700">
          {text.awards}
        </PartHeading>
        {/* Four to a row from 1280 px: at 1024 px a quarter of the page wrapped a title on five lines. */}
        <ol aria-label={text.awardsLabel} className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {awards.map((award) => (
            <li key={`${award.year}-${award.title}`} className={`${cardClass} flex flex-col p-6`}>
              <p className="font-display text-3xl font-bold text-slate-900 tabular-nums">
                <time dateTime={String(award.year)}>{award.year}</time>
              </p>
              <h4 className="mt-3 text-lg leading-snug font-bold">{award.title}</h4>
              <p className="mt-2 text-sm">{award.description}</p>
            </li>
          ))}
        </ol>
      </Reveal>
    </Section>
  );
}
