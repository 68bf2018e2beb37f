import { portfolioCategoryLabel } from "@/content/portfolio";
import { caseStudyText as text } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { BandArt } from "@/components/sections/art-kit";
import { PageHero } from "@/components/sections/page-hero";
import { WidePicture } from "@/components/ui/wide-picture";

/** The people on the project's team, all roles together. */
export const teamSize = (project: PortfolioProject) =>
  project.team.reduce((total, role) => total + role.count, 0);

/**
 * The project's own screens, large: beside the text from 1024 px, under it below. The page's
 * largest picture at every width (of the two, a browser fetches only the one it draws).
 */
function Screens({ project, below = false }: { project: PortfolioProject; below?: boolean }) {
  return (
    <WidePicture
      picture={project.image}
      below={below}
      priority
      // Beside the text from 1024 px in the band's art column (27rem, and from 1280 px seven
      // twelfths of the band: PageHero's `wideArt`); the page's width under it.
      sizes={
        below
          ? "(min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)"
          : // From 80rem the page is 80rem wide: (80rem - 4rem padding - 3rem gap) × 7/12.
            "(min-width: 80rem) 43rem, 27rem"
      }
      frameClassName="block overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-black/50 ring-white/10"
      className="aspect-[4/3] h-auto w-full object-cover"
    />
  );
}

/** A case study's band: what was built, for whom, in how long, by how many, beside its screens. */
export function CaseStudyHero({ project }: { project: PortfolioProject }) {
  const facts = [
    [text.glance.client, project.clientName],
    [text.glance.duration, project.projectDuration],
    [text.glance.team, text.glance.people(teamSize(project))],
  ];
  return (
    <PageHero
      // The screens are what the page proves: large beside the text (PageHero's `wideArt`).
      wideArt="most"
      art={
        <BandArt>
          <Screens project={project} />
        </BandArt>
      }
      eyebrow={text.eyebrow(portfolioCategoryLabel(project.category))}
      title={project.title}
      description={project.description}
      actions={text.actions}
    >
      <dl
        aria-label={text.glance.label}
        className="mt-8 grid max-w-2xl grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        {facts.map(([label, value], index) => (
          <div
            key={label}
            className={
              index === 0
                ? "col-span-2 border-l border-white/25 pl-4 sm:col-span-1"
                : "border-l border-white/25 pl-4"
            }
          >
            <dt className="text-xs font-semibold tracking-wide text-slate-300 uppercase">
              {label}
            </dt>
            {/* Balanced: a client's name on two lines splits evenly, never leaving "Ltd." alone. */}
            <dd className="mt-1 font-semibold text-balance text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Below the wide layout the band has no picture beside it: the screens come here. */}
      <div aria-hidden="true" className="mt-8 lg:hidden">
        <Screens project={project} below />
      </div>
    </PageHero>
  );
}
