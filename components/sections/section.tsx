import type { ReactNode } from "react";

import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

interface SectionProps {
  /** The anchor a link lands on; the section then keeps clear of the sticky header. */
  id?: string;
  /** How far below the header an anchored section lands (home's bands land a little higher). */
  scrollMargin?: "scroll-mt-20" | "scroll-mt-24";
  /** "quiet": the paper band that sets a section apart from the plain ones around it. */
  tone?: "plain" | "quiet";
  /** What the section opens with: an eyebrow, its h2 and a line under it. */
  heading: { eyebrow?: string; title: string; description?: string };
  /** The heading's id, which then names the section for assistive technology. */
  headingId?: string;
  /** The section's body, under its heading. */
  children: ReactNode;
}

/**
 * A band of a page: its heading, centred, then its body in the page's column. The frame every
 * titled section shares (card lists, filtered grids, the openings); a section laid out otherwise
 * (the hero, a call to action, a side-by-side story) has a frame of its own.
 */
export function Section({
  id,
  scrollMargin = "scroll-mt-24",
  tone = "plain",
  heading,
  headingId,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(id && scrollMargin, tone === "quiet" && "bg-slate-50", "section")}
    >
      <div className="container-page">
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  );
}
