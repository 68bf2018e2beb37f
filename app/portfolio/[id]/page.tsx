import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getProject, nextProject, portfolioProjects } from "@/content/portfolio";
import { caseStudyText as text } from "@/content/sections";
import { testimonialFor } from "@/content/testimonials";
import { CaseStudyBuilt } from "@/components/portfolio/case-study-built";
import { CaseStudyHero } from "@/components/portfolio/case-study-hero";
import { CaseStudyStack } from "@/components/portfolio/case-study-stack";
import { CaseStudyStory } from "@/components/portfolio/case-study-story";
import { NextCaseStudy } from "@/components/portfolio/next-case-study";
import { CtaSection } from "@/components/sections/cta-section";
import { StatsBand } from "@/components/sections/stats-band";
import { FeaturedTestimonial } from "@/components/sections/testimonials-section";
import { JsonLd } from "@/components/seo/json-ld";
import { cardPath, pageMetadata } from "@/content/seo";
import { article, breadcrumbs } from "@/content/structured-data";

interface CaseStudyPageProps {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return portfolioProjects.map((project) => ({ id: project.id }));
}

export async function generateMetadata({ params }: CaseStudyPageProps): Promise<Metadata> {
  const project = getProject((await params).id);
  if (!project) return {};
  return pageMetadata({
    path: project.projectLink,
    title: text.titleTag(project.title),
    description: project.description,
  });
}

export default async function CaseStudyPage({ params }: CaseStudyPageProps) {
  const project = getProject((await params).id);
  if (!project) notFound();
  const testimonial = testimonialFor(project.id);
  const path = project.projectLink;

  return (
    <>
      <JsonLd
        data={[
          article({
            path,
            headline: text.titleTag(project.title),
            description: project.description,
            images: [project.image.src, cardPath(path)],
            datePublished: project.published,
            about: project.clientName,
          }),
          breadcrumbs(path, project.title),
        ]}
      />
      <CaseStudyHero project={project} />
      <CaseStudyStory project={project} />
      <CaseStudyBuilt project={project} />
      <StatsBand
        label={text.results(project.title)}
        stats={project.results.map(({ label, value, measure }) => ({
          label,
          value,
          detail: measure,
        }))}
      />
      <CaseStudyStack project={project} />
      {testimonial && (
        <section aria-labelledby="testimonial-heading" className="bg-slate-50 section">
          <div className="container-page">
            <h2 id="testimonial-heading" className="eyebrow">
              {text.testimonial}
            </h2>
            <FeaturedTestimonial testimonial={testimonial} className="mt-6" />
          </div>
        </section>
      )}
      <NextCaseStudy project={nextProject(project)} />
      <CtaSection {...text.cta} />
    </>
  );
}
