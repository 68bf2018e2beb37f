// Reads content/jobs/, one file per opening, edited in the CMS as "Job openings". Server code only
// (it reads the disk as the site is built): client components get what they need as props.
import { isOpen, jobHref, lakh, officeDate, openJobs } from "@/lib/jobs";

import { readEntries } from "./entries";
import { fillAll } from "./placeholders";
import type { Job } from "./schema/jobs";
import { careersText } from "./sections";

export type { EmploymentType, Job, Workplace } from "./schema/jobs";
export { jobHref };

/** The day the site is built, on the office's calendar: what "still open" is measured against. */
export const buildDay = officeDate(new Date());

/** Every entry in the folder, open or not (the build checks them all). */
export const allJobs: Job[] = fillAll(readEntries<Job>("content/jobs"));

/** The roles open on the build day, newest first: the list, the pages, the sitemap and search. */
export const jobs: Job[] = openJobs(allJobs, buildDay);

/** An open role by its id; a role past its last day has no page. */
export const getJob = (id: string): Job | undefined =>
  jobs.find((job) => job.id === id && isOpen(job, buildDay));

/** How a role's contract, place of work and salary read on the pages. */
export const employmentLabel = (job: Pick<Job, "employmentType">) =>
  careersText.job.employmentTypes[job.employmentType];

export const workplaceLabel = (job: Pick<Job, "workplace">) =>
  careersText.job.workplaces[job.workplace];

/** "₹14–22 lakh a year", or nothing where the role states no salary. */
export const salaryLabel = (job: Pick<Job, "salary">) =>
  job.salary ? careersText.job.salary(lakh(job.salary.min), lakh(job.salary.max)) : undefined;

/** A date as the site writes dates: January 31, 2027. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
