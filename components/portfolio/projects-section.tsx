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
        {/*
          Every project in view, none behind the screen's edge: on phones two to a row, a long
          title on two lines, and an odd last one across the row; from `sm` pills in centred rows
          of even length (pill-rows).
        */}
        <ul className="grid grid-cols-2 gap-2 sm:pill-rows sm:text-center">
          {portfolioProjects.map((project) => (
            <li key={project.id} className="last:odd:col-span-2 max-sm:flex">
              <a
                href={`#${project.id}`}
                className="flex min-h-11 w-full items-center justify-center rounded-2xl border border-slate-300 bg-white px-3 py-1.5 text-center text-sm leading-snug font-medium text-balance text-slate-700 transition-colors hover:border-brand-700 hover:text-brand-700 sm:w-auto sm:rounded-full sm:px-4 sm:whitespace-nowrap"
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
