import { CheckCircle2 } from "lucide-react";

import { homeText } from "@/content/home";
import { ButtonLink } from "@/components/ui/button-link";
import { Reveal } from "@/components/motion/reveal";

export function AboutSection() {
  return (
    <section className="section">
      <Reveal className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">{homeText.about.eyebrow}</p>
          <h2 className="mt-3 text-3xl font-bold sm:text-4xl">{homeText.about.title}</h2>
          {homeText.about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg">
              {paragraph}
            </p>
          ))}
          <ButtonLink href={homeText.about.more.href} variant="outline" className="mt-8">
            {homeText.about.more.label}
          </ButtonLink>
        </div>
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {homeText.about.highlights.map((highlight) => (
            <li
              key={highlight}
              className="flex gap-4 py-5 font-display text-lg leading-snug font-semibold text-slate-900 sm:text-xl"
            >
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              {highlight}
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
