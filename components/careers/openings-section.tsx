import Link from "next/link";
import { Briefcase, Clock, MapPin } from "lucide-react";

import { employmentLabel, jobHref, jobs, workplaceLabel } from "@/content/jobs";
import { careersText } from "@/content/sections";
import { practiceLead } from "@/content/team";
import { MoreCue } from "@/components/ui/more-cue";
import { PersonLine } from "@/components/ui/person-line";
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
      {/* A job board: one row a role, as wide as the page's other lists. */}
      <ul className="mt-12 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {jobs.map((job) => (
          <li key={job.id}>
            <Link
              id={job.id}
              href={jobHref(job.id)}
              className="group grid scroll-mt-24 gap-4 p-6 transition-colors hover:bg-slate-50 sm:px-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-x-10 lg:grid-cols-[minmax(0,1fr)_14rem_auto]"
            >
              <div>
                <h3 className="text-xl font-bold group-hover:text-brand-700">{job.title}</h3>
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
                <p className="mt-3 max-w-3xl">{job.summary}</p>
              </div>
              {/* Fetched at once: the first rows stand near the first screen. */}
              <PersonLine
                person={practiceLead(job.lead)}
                label={text.lead}
                priority
                className="md:col-start-1 lg:col-start-auto"
              />
              <MoreCue className="text-sm">{text.apply}</MoreCue>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
