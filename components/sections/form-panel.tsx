import type { ReactNode } from "react";

import { common } from "@/content/sections";
import { cardClass } from "@/components/ui/card";

interface FormPanelProps {
  title: string;
  /** An anchor other pages link to. */
  id?: string;
  children: ReactNode;
}

/**
 * The card a page's form sits in: its heading, the note on required fields, then the form. On
 * phones the form stands on the page without the card: the card's padding inside the page's left
 * fields about 240 px wide at 320 px.
 */
export function FormPanel({ title, id, children }: FormPanelProps) {
  return (
    <div
      id={id}
      className={`${cardClass} scroll-mt-24 max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none sm:p-10`}
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-sm">
        {common.requiredNote.before} <span aria-hidden="true">*</span>
        <span className="sr-only">{common.requiredNote.spoken}</span> {common.requiredNote.after}
      </p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
