import { parseMarkdown, type Inline } from "./markdown";

/**
 * What decides which openings the site shows. An opening is open up to and including its last
 * day to apply (`validThrough`), a date on the office's calendar (India Standard Time). The site
 * is static, so "today" is the day it is built: from the first build after that day, the role
 * leaves the /careers list, its page is not generated (its address answers with the not-found
 * page), and the sitemap and the site search no longer name it.
 */

/** The office's time zone: a role's last day ends at midnight in Ahmedabad. */
export const JOB_TIME_ZONE = "Asia/Kolkata";
/** The same zone as an offset, for the ISO dates job postings carry. */
const IST_OFFSET = "+05:30";

/** A moment's calendar date in the office's time zone, as 2026-11-26. */
export function officeDate(moment: Date): string {
  // en-CA writes dates as year-month-day.
  return moment.toLocaleDateString("en-CA", { timeZone: JOB_TIME_ZONE });
}

/** The one rule: is the opening still taking applications on `today` (year-month-day)? */
export function isOpen(job: { validThrough: string }, today: string): boolean {
  return job.validThrough >= today;
}

/** The open roles on `today`, newest first (then by title, so the order is fixed). */
export function openJobs<T extends { validThrough: string; datePosted: string; title: string }>(
  jobs: readonly T[],
  today: string,
): T[] {
  return jobs
    .filter((job) => isOpen(job, today))
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
}

/** A role's page. */
export const jobHref = (id: string) => `/careers/${id}`;

/** The end of the last day to apply, as a job posting states it: 2027-01-31T23:59:59+05:30. */
export const validThroughIso = (day: string) => `${day}T23:59:59${IST_OFFSET}`;

/** A yearly amount in lakh (1,00,000 rupees), as Indian job ads write it: 1400000 → "14", 850000 → "8.5". */
export function lakh(rupees: number): string {
  return String(Math.round(rupees / 10_000) / 10);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function inlineHtml(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeHtml(node.value);
      if (node.type === "link")
        return `<a href="${escapeHtml(node.href)}">${inlineHtml(node.children)}</a>`;
      const tag = node.type === "strong" ? "strong" : "em";
      return `<${tag}>${inlineHtml(node.children)}</${tag}>`;
    })
    .join("");
}

const listHtml = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/**
 * The whole posting as the HTML a job posting's description carries (search engines show it as
 * the job's text): the role's Markdown, then its responsibilities and requirements under their
 * headings. Every text is escaped.
 */
export function postingHtml(
  job: {
    description: string;
    responsibilities: readonly string[];
    requirements: readonly string[];
  },
  headings: { responsibilities: string; requirements: string },
): string {
  const body = parseMarkdown(job.description)
    .blocks.map((block) => {
      if (block.type === "paragraph") return `<p>${inlineHtml(block.children)}</p>`;
      // A role's text has no headings of its own (the schema refuses them); its list is one.
      if (block.type === "heading")
        return `<h${block.level}>${inlineHtml(block.children)}</h${block.level}>`;
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
    })
    .join("");
  return [
    body,
    `<h3>${escapeHtml(headings.responsibilities)}</h3>`,
    listHtml(job.responsibilities),
    `<h3>${escapeHtml(headings.requirements)}</h3>`,
    listHtml(job.requirements),
  ].join("");
}
