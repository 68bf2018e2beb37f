import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { employmentLabel, getJob, jobHref, jobs, workplaceLabel } from "@/content/jobs";
import { careersText } from "@/content/sections";
import { JobApplySection } from "@/components/careers/job-apply-section";
import { JobDetails } from "@/components/careers/job-details";
import { JobHeroArt } from "@/components/careers/job-hero-art";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { postingHtml, validThroughIso } from "@/lib/jobs";
import { pageMetadata } from "@/content/seo";
import { breadcrumbs, jobPosting } from "@/content/structured-data";

interface JobPageProps {
  params: Promise<{ id: string }>;
}

const text = careersText.job;

// Only the roles open on the day the site is built get a page; any other address is not found.
export const dynamicParams = false;

export function generateStaticParams() {
  return jobs.map((job) => ({ id: job.id }));
}

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const job = getJob((await params).id);
  if (!job) return {};
  return pageMetadata({ path: jobHref(job.id), title: job.title, description: job.summary });
}

export default async function JobPage({ params }: JobPageProps) {
  const job = getJob((await params).id);
  if (!job) notFound();
  const path = jobHref(job.id);
  return (
    <>
      <JsonLd
        data={[
          jobPosting({
            id: job.id,
            path,
            title: job.title,
            description: postingHtml(job, text),
            datePosted: job.datePosted,
            validThrough: validThroughIso(job.validThrough),
            employmentType: job.employmentType,
            remote: job.workplace === "remote",
            salary: job.salary,
          }),
          breadcrumbs(path, job.title),
        ]}
      />
      <PageHero
        tone="paper"
        art={<JobHeroArt job={job} />}
        eyebrow={text.eyebrow}
        title={job.title}
        description={job.summary}
        actions={{
          primary: { label: text.apply, href: "#apply" },
          secondary: { label: text.allRoles, href: "/careers#open-roles" },
        }}
      >
        <p className="mt-5 text-sm font-medium text-(--band-muted)">
          {[employmentLabel(job), workplaceLabel(job), job.experience].join(" · ")}
        </p>
      </PageHero>
      <JobDetails job={job} />
      <JobApplySection job={job} />
    </>
  );
}
