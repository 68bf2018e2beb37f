import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

interface DetailSectionProps {
  /** Anchor id; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  description?: string;
  tinted?: boolean;
  className?: string;
  children: ReactNode;
}

/** A section of a detail page: a left-aligned h2 over its content, labelled by that heading. */
export function DetailSection({
  id,
  title,
  description,
  tinted = false,
  className,
  children,
}: DetailSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 py-14 lg:py-20", tinted && "bg-slate-50", className)}
    >
      <div className="container-page">
        <h2 id={`${id}-heading`} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        {description && <p className="mt-3 max-w-3xl text-lg text-slate-600">{description}</p>}
        {children}
      </div>
    </section>
  );
}
