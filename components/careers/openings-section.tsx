import Link from "next/link";
import { Briefcase, Clock, MapPin } from "lucide-react";

import { employmentLabel, jobHref, jobs, workplaceLabel } from "@/content/jobs";
import { careersText } from "@/content/sections";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { MoreCue } from "@/components/ui/more-cue";
import { Section } from "@/components/sections/section";

const text = careersText.openings;

/** The open roles, each a card that opens its page (and keeps its old anchor, /careers#{id}). */
export function OpeningsSection() {
  return (
    <Section
      id="open-roles"
      heading={{
        eyebrow: text.eyebrow,
        title: text.title(jobs.length),
        description: text.description,
      }}
    >
      <CardGrid max={1} className="mx-auto mt-12 max-w-5xl">
        {jobs.map((job) => (
          <Link
            key={job.id}
            id={job.id}
            href={jobHref(job.id)}
            className={`${cardClass} ${cardHoverClass} group grid w-full scroll-mt-24 gap-5 p-6 sm:p-8 md:grid-cols-[1fr_auto] md:items-center`}
          >
            <div>
              <h3 className="text-xl font-bold">{job.title}</h3>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                <li className="inline-flex items-center gap-1.5">
                  <Briefcase aria-hidden="true" className="size-4" />
                  {employmentLabel(job)}
                </li>
                <li className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {workplaceLabel(job)}
                </li>
                <li className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" />
                  {text.experience(job.experience)}
                </li>
              </ul>
              <p className="mt-3">{job.summary}</p>
            </div>
            <MoreCue className="text-sm md:self-center">{text.apply}</MoreCue>
          </Link>
        ))}
      </CardGrid>
    </Section>
  );
}
