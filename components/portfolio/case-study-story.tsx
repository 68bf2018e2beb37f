import type { ReactNode } from "react";

import { caseStudyText as text } from "@/content/sections";
import type { PortfolioProject } from "@/content/types";
import { cn } from "@/lib/cn";

/** One part of the story: its label over its text. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      // A hairline between the parts: across the page on phones, where one stands over the
      // other, down the page from 1024 px, where they stand side by side.
      className="grid content-start gap-4 border-slate-200 not-first:border-t not-first:pt-8 lg:not-first:border-t-0 lg:not-first:border-l lg:not-first:pt-0 lg:not-first:pl-12"
    >
      <h2 id={`${id}-heading`} className="eyebrow self-start">
        {title}
      </h2>
      <div>{children}</div>
    </section>
  );
}

/**
 * The two parts' paragraphs, one size: the text face at a lead's size, not the display face, which
 * set nine lines long in bold read as heavy.
 */
const lead = "max-w-3xl text-lg leading-relaxed text-slate-800 sm:text-xl sm:leading-relaxed";

/**
 * Who the client is and what stood in their way, before what we built: side by side from 1024 px,
 * as a spread. Each part's label once stood alone in a column of its own beside its text, and the
 * column read as empty.
 */
export function CaseStudyStory({ project }: { project: PortfolioProject }) {
  return (
    <div className="section">
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:gap-12">
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
