import { Briefcase, CalendarClock, CheckCircle2, Clock, IndianRupee, MapPin } from "lucide-react";
import type { ReactNode } from "react";

import { dayLabel, employmentLabel, salaryLabel, workplaceLabel, type Job } from "@/content/jobs";
import { careersText } from "@/content/sections";
import { buttonClasses } from "@/components/ui/button-link";
import { cardClass } from "@/components/ui/card";
import { Markdown } from "@/components/ui/markdown";

const text = careersText.job;

function Points({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A description list's group holds only its term and description: the icon stands in the term,
    // set beside both.
    <div className="min-w-0 py-3 pl-8 first:pt-0 last:pb-0">
      <dt className="relative text-sm text-slate-600">
        <span className="absolute top-0.5 -left-8 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The role itself: its description, what you will do and bring, beside its facts. */
export function JobDetails({ job }: { job: Job }) {
  const salary = salaryLabel(job);
  const icon = "size-5";
  return (
    <div className="section">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-16">
        {/* The facts come first on a phone, where they would otherwise follow the whole text. */}
        <aside
          aria-labelledby="facts-heading"
          className={`${cardClass} p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1`}
        >
          <h2 id="facts-heading" className="font-display text-lg font-bold">
            {text.facts.title}
          </h2>
          <dl className="mt-4 divide-y divide-slate-200">
            <Fact icon={<Briefcase aria-hidden="true" className={icon} />} label={text.facts.type}>
              {employmentLabel(job)}
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" className={icon} />} label={text.facts.location}>
              {workplaceLabel(job)}
            </Fact>
            <Fact
              icon={<Clock aria-hidden="true" className={icon} />}
              label={text.facts.experience}
            >
              {job.experience}
            </Fact>
            {salary && (
              <Fact
                icon={<IndianRupee aria-hidden="true" className={icon} />}
                label={text.facts.salary}
              >
                {salary}
              </Fact>
            )}
            <Fact
              icon={<CalendarClock aria-hidden="true" className={icon} />}
              label={text.facts.applyBy}
            >
              <time dateTime={job.validThrough}>{dayLabel(job.validThrough)}</time>
            </Fact>
          </dl>
          <a href="#apply" className={buttonClasses("accent", "mt-6 w-full")}>
            {text.apply}
          </a>
        </aside>
        <div className="max-w-3xl lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about-role-heading">
            <h2 id="about-role-heading" className="text-2xl font-bold sm:text-3xl">
              {text.about}
            </h2>
            <Markdown source={job.description} paragraphClassName="mt-4 text-lg" />
          </section>
          <Points
            id="responsibilities"
            title={text.responsibilities}
            items={job.responsibilities}
          />
          <Points id="requirements" title={text.requirements} items={job.requirements} />
        </div>
      </div>
    </div>
  );
}
