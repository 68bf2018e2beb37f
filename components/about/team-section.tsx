import { CheckCircle2 } from "lucide-react";

import { aboutAnchors } from "@/content/navigation";
import { leaders, leadership, practiceLeads, projectTeam, teamIntro } from "@/content/team";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { Section } from "@/components/sections/section";

import { PersonCard } from "./person";

const text = aboutText.team;

export function TeamSection() {
  return (
    <Section
      id={aboutAnchors.team}
      tone="quiet"
      heading={{ eyebrow: text.eyebrow, title: text.title, description: teamIntro[0] }}
    >
      <Reveal className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <div className="lg:pt-2">
          <h3 className="text-2xl font-bold">{text.leadership}</h3>
          <p className="mt-3 text-lg">{leadership}</p>
        </div>
        {/* One founder a row: the card is wide enough for the portrait beside a bio of a few lines. */}
        <ul className="grid gap-4 md:gap-6">
          {leaders.map((person) => (
            <li key={person.name}>
              <PersonCard person={person} large />
            </li>
          ))}
        </ul>
      </Reveal>

      <div className="mt-20 border-t border-slate-200 pt-12">
        <h3 className="text-2xl font-bold">{text.leads}</h3>
        <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {practiceLeads.map((person) => (
            <li key={person.name}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-20 grid gap-10 border-t border-slate-200 pt-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <h3 className="text-2xl font-bold">{text.projectTeam}</h3>
          <p className="mt-3 text-lg">{teamIntro[1]}</p>
        </div>
        <ul className="grid content-start gap-3">
          {projectTeam.map((member) => (
            <li key={member} className="flex gap-3 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-new" />
              {member}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
