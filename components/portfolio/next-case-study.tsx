import { portfolioCategoryLabel } from "@/content/portfolio";
import { caseStudyText as text } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { Badge } from "@/components/ui/badge";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";
import { ArrowLink } from "@/components/ui/arrow-link";

/** The case study after this one, as one wide card the whole of which opens it. */
export function NextCaseStudy({ project }: { project: PortfolioProject }) {
  return (
    <section aria-labelledby="next-heading" className="section">
      <div className="container-page">
        <p id="next-heading" className="eyebrow">
          {text.next.eyebrow}
        </p>
        <article
          className={`${cardClass} ${cardHoverClass} relative mt-6 grid overflow-hidden md:grid-cols-2`}
        >
          <Picture
            picture={project.image}
            sizes="(min-width: 48rem) 50vw, 100vw"
            className="aspect-[4/3] h-full w-full object-cover"
          />
          <div className="flex flex-col justify-center p-6 sm:p-10">
            <Badge className="self-start">{portfolioCategoryLabel(project.category)}</Badge>
            <h2 className="mt-3 text-2xl font-bold sm:text-3xl">{project.title}</h2>
            <p className="mt-3 text-slate-700">{project.description}</p>
            <ArrowLink href={project.projectLink} className="mt-6 after:absolute after:inset-0">
              {text.next.link}
              <span className="sr-only">: {project.title}</span>
            </ArrowLink>
          </div>
        </article>
      </div>
    </section>
  );
}
