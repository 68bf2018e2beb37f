import type { ReactNode } from "react";

import { caseStudyText as text } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { cn } from "@/lib/cn";

/** One part of the story: its heading in a narrow column, its text beside it from 1024 px. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      // A hairline between the parts, none above the first.
      className="grid gap-4 border-slate-200 not-first:border-t not-first:pt-8 lg:grid-cols-12 lg:gap-12 lg:not-first:pt-10"
    >
      <h2 id={`${id}-heading`} className="eyebrow self-start lg:col-span-4">
        {title}
      </h2>
      <div className="lg:col-span-8">{children}</div>
    </section>
  );
}

/**
 * The two parts' paragraphs, one size: the text face at a lead's size, not the display face, which
 * set nine lines long in bold read as heavy.
 */
const lead = "max-w-3xl text-lg leading-relaxed text-slate-800 sm:text-xl sm:leading-relaxed";

/** Who the client is and what stood in their way, before what we built. */
export function CaseStudyStory({ project }: { project: PortfolioProject }) {
  return (
    <div className="section">
      <div className="container-page grid gap-12 lg:gap-16">
        <Part id="client" title={text.client}>
          <p className="font-display text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl">
            {project.clientName}
          </p>
          <p className={cn("mt-4", lead)}>{project.clientAbout}</p>
        </Part>
        <Part id="challenge" title={text.challenge}>
          <p className={lead}>{project.challenge}</p>
        </Part>
      </div>
    </div>
  );
}
