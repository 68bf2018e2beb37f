import { Briefcase, Clock, MapPin, Mail } from "lucide-react";

import { openings } from "@/content/careers";
import { careersText } from "@/content/sections";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { SectionHeading } from "@/components/ui/section-heading";

import { applyHref } from "./apply-link";

const text = careersText.openings;

export function OpeningsSection() {
  return (
    <section id="open-roles" className="scroll-mt-24 section">
      <div className="container-page">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <CardGrid max={1} className="mx-auto mt-12 max-w-5xl">
          {openings.map((opening) => (
            <article
              key={opening.id}
              id={opening.id}
              className={`${cardClass} ${cardHoverClass} grid w-full scroll-mt-24 gap-5 p-6 sm:p-8 md:grid-cols-[1fr_auto] md:items-center`}
            >
              <div>
                <h3 className="text-xl font-bold">{opening.title}</h3>
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                  <li className="inline-flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" className="size-4" />
                    {opening.type}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    {opening.location}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4" />
                    {text.experience(opening.experience)}
                  </li>
                </ul>
                <p className="mt-3">{opening.summary}</p>
              </div>
              <a
                href={applyHref(opening.title)}
                className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-900 transition-colors hover:border-brand-700 hover:text-brand-700 md:self-center"
              >
                <Mail aria-hidden="true" className="size-4" />
                {text.apply}
                <span className="sr-only">: {opening.title}</span>
              </a>
            </article>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
