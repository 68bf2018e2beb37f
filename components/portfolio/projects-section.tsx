import { portfolioProjects } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { Section } from "@/components/sections/section";

import { ProjectArticle } from "./project-article";

const text = portfolioText.projects;

export function ProjectsSection() {
  return (
    <Section id="projects" headingId="projects-heading" heading={text}>
      <nav aria-label={text.navLabel} className="mt-8">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0">
          {portfolioProjects.map((project) => (
            <li key={project.id} className="shrink-0">
              <a
                href={`#${project.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-brand-700 hover:text-brand-700"
              >
                {project.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-16 grid gap-20 lg:gap-24">
        {portfolioProjects.map((project, index) => (
          <Reveal key={project.id}>
            <ProjectArticle project={project} flip={index % 2 === 1} />
          </Reveal>
        ))}
      </div>
    </Section>
  );
}
