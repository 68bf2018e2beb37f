import { CheckCircle2 } from "lucide-react";

import { aboutAnchors } from "@/content/navigation";
import { leadership, projectTeam, teamIntro, teamPractices } from "@/content/team";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

const text = aboutText.team;

export function TeamSection() {
  return (
    <section id={aboutAnchors.team} className="scroll-mt-24 bg-slate-50 section">
      <div className="container-page">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={teamIntro[0]} />
        <Reveal>
          <CardGrid max={4} className="mt-12">
            {teamPractices.map((practice) => (
              <article
                key={practice.title}
                className={`${cardClass} flex w-full gap-4 p-6 sm:block`}
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={practice.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold sm:mt-4">{practice.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed">{practice.description}</p>
                </div>
              </article>
            ))}
          </CardGrid>
        </Reveal>
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">{text.projectTeam}</h3>
            <p className="mt-2">{teamIntro[1]}</p>
            <ul className="mt-5 grid gap-3">
              {projectTeam.map((member) => (
                <li key={member} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-new" />
                  {member}
                </li>
              ))}
            </ul>
          </div>
          <div className={`${cardClass} self-start p-7`}>
            <h3 className="text-xl font-bold">{text.leadership}</h3>
            <p className="mt-2">{leadership}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
