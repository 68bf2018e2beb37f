import type { z } from "zod";

import { choice, date, group, id, list, markdown, text, whole } from "./fields";

/**
 * The kinds of contract an opening may offer, in the words search engines read in a job posting
 * (schema.org employmentType as Google documents it). The page shows each in the words of
 * content/data/sections.json (careers.job.employmentTypes).
 */
export const employmentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
] as const;

/**
 * Where the work is done: at the Ahmedabad office, remote from anywhere in India, or hybrid (some
 * days at the office). Search engines read office and hybrid roles as at the office's address,
 * and remote ones as open to applicants in India.
 */
export const workplaces = ["office", "hybrid", "remote"] as const;

const point = (label: string) => text({ label, widget: "text" });

/** content/jobs/{id}.json: one opening, with its page at /careers/{id}. */
export const jobEntry = group(
  {
    id: id({
      label: "Id (part of the address)",
      hint: "The role in lower case with dashes, such as flutter-developer: the page is /careers/{id} and the entry's file is named after it.",
    }),
    title: text({ label: "Role", max: 60, why: "fit the role card and the page's heading" }),
    summary: text({
      label: "Summary",
      hint: "One or two sentences on the work: the role's card on /careers, search results and sharing.",
      widget: "text",
      min: 70,
      max: 240,
      why: "read as a card's text",
    }),
    description: markdown({
      label: "About the role",
      hint: "The role, its team and its projects, in a few paragraphs.",
      paragraphs: { min: 1, max: 6 },
    }),
    responsibilities: list(point("Responsibility"), {
      label: "What you will do",
      min: 3,
      max: 10,
    }),
    requirements: list(point("Requirement"), { label: "What you bring", min: 3, max: 10 }),
    employmentType: choice(employmentTypes, { label: "Contract" }),
    workplace: choice(workplaces, {
      label: "Where",
      hint: "office: at the Ahmedabad office; hybrid: some days at the office; remote: anywhere in India.",
    }),
    experience: text({ label: "Experience", hint: "A range of years, such as 2-4 years." }),
    lead: id({
      label: "Who they will work with",
      hint: "The id of the practice lead (Team, Practice leads) the new joiner works with and learns from, such as sneha-desai: their drawing or portrait, name, role and bio head the role's page.",
      why: "as it names a person of the team",
    }),
    datePosted: date({ label: "Posted on" }),
    validThrough: date({
      label: "Apply by",
      hint: "The last day applications are taken: from the next build after it, the role leaves /careers, its page, the sitemap and the site search.",
    }),
    salary: group(
      {
        min: whole({ label: "From (₹ a year)", min: 100_000 }),
        max: whole({ label: "To (₹ a year)", min: 100_000 }),
      },
      {
        label: "Salary",
        hint: "The yearly range in Indian rupees, such as 1200000 to 1800000.",
      },
    ).optional(),
  },
  { label: "Opening" },
).superRefine((job, context) => {
  if (job.validThrough < job.datePosted)
    context.addIssue({
      code: "custom",
      path: ["validThrough"],
      message: `is ${job.validThrough}, before the role was posted (${job.datePosted}); the last day to apply comes after`,
    });
  if (job.salary && job.salary.max < job.salary.min)
    context.addIssue({
      code: "custom",
      path: ["salary", "max"],
      message: "is less than the salary's lower end; write the range from low to high",
    });
});

export type Job = z.infer<typeof jobEntry>;
export type EmploymentType = Job["employmentType"];
export type Workplace = Job["workplace"];
