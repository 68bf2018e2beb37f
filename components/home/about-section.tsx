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
          <h2 className="mt-2 text-3xl font-bold sm:text-4xl">{homeText.about.title}</h2>
          {homeText.about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg">
              {paragraph}
            </p>
          ))}
          <ButtonLink href={homeText.about.more.href} variant="outline" className="mt-8">
            {homeText.about.more.label}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {homeText.about.highlights.map((highlight) => (
            <li
              key={highlight}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 font-medium text-slate-800"
            >
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-new" />
              {highlight}
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
