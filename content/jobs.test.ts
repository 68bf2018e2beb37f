/**
 * @jest-environment node
 */
import sitemap from "@/app/sitemap";
import { isOpen } from "@/lib/jobs";
import { shareCards } from "./share-cards";
import { cardSlug } from "./seo";

import { allJobs, buildDay, getJob, jobHref, jobs } from "./jobs";
import { searchDocuments } from "./search-index";

// content/jobs/ holds a role whose last day has passed (qa-automation-engineer, until
// 2026-10-15): the entries past their date must be gone from everything the build makes.
const closed = allJobs.filter((job) => !isOpen(job, buildDay));

it("holds a role past its last day, for the checks below", () => {
  expect(closed.map((job) => job.id)).toContain("qa-automation-engineer");
});

it("shows every open role and no closed one", () => {
  expect(jobs.length).toBeGreaterThan(0);
  expect(jobs.length + closed.length).toBe(allJobs.length);
  for (const job of closed) {
    expect(jobs).not.toContainEqual(job);
    expect(getJob(job.id)).toBeUndefined();
  }
  for (const job of jobs) expect(getJob(job.id)).toBe(job);
});

it("lists only the open roles in the sitemap, the site search and the sharing cards", () => {
  const urls = sitemap().map((entry) => new URL(entry.url).pathname);
  const found = searchDocuments().map((entry) => entry.href);
  const cards = shareCards.map((card) => card.slug);
  for (const job of jobs) {
    expect(urls).toContain(jobHref(job.id));
    expect(found).toContain(jobHref(job.id));
    expect(cards).toContain(cardSlug(jobHref(job.id)));
  }
  for (const job of closed) {
    expect(urls).not.toContain(jobHref(job.id));
    expect(found).not.toContain(jobHref(job.id));
    expect(cards).not.toContain(cardSlug(jobHref(job.id)));
  }
});
