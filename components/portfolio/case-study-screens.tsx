import { caseStudyText as text } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { Picture } from "@/components/ui/picture";

const frame = "h-full w-full rounded-2xl object-cover ring-1 ring-slate-200";

/**
 * The project's mock-up large, with two close-ups of it beside it (scripts/pictures/portfolio.ts):
 * the work shown at a size its words can be read at, where the band shows it small. From 1024 px
 * the mock-up takes two thirds and the close-ups stand one over the other in the last third, the
 * three of one height; on narrower screens the close-ups are a pair under it. A project shown by
 * an uploaded screenshot has no close-ups, and no section.
 */
export function CaseStudyScreens({ project }: { project: PortfolioProject }) {
  if (!project.details) return null;
  return (
    <section aria-labelledby="screens-heading" className="section">
      <div className="container-page">
        <h2 id="screens-heading" className="eyebrow">
          {text.screens}
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 lg:grid-rows-2">
          <div className="col-span-2 lg:row-span-2">
            <Picture
              picture={project.image}
              sizes="(min-width: 76rem) 50rem, (min-width: 64rem) 66vw, 100vw"
              className={frame}
            />
          </div>
          {project.details.map((detail) => (
            <Picture
              key={detail.src}
              picture={detail}
              sizes="(min-width: 76rem) 25rem, (min-width: 64rem) 33vw, 50vw"
              className={`${frame} aspect-4/3`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
