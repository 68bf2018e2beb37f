import { ArrowRight } from "lucide-react";
import { Children, type ReactNode } from "react";

import { cn } from "@/lib/cn";

interface ArrowWordsProps {
  /** The words before the arrow; a hidden label (`sr-only`) may follow them. */
  children: ReactNode;
  /** The arrow's motion, where its container moves it (a card's hover). */
  arrowClassName?: string;
}

/**
 * Words followed by the site's arrow, the arrow bound to the last word: where the words wrap,
 * the last word and the arrow go to the next line together, so the arrow never sits alone at the
 * edge of a line. (A no-break space or a word joiner does not hold an icon to a word: the browser
 * breaks before an inline picture whatever precedes it, so the last word and the arrow share one
 * unbreakable span.) The arrow follows the last text among the children; what comes after that
 * text (a hidden label) stays after it.
 */
export function ArrowWords({ children, arrowClassName }: ArrowWordsProps) {
  const parts = Children.toArray(children);
  const at = parts.findLastIndex((part) => typeof part === "string" || typeof part === "number");
  const arrow = (
    <ArrowRight
      aria-hidden="true"
      className={cn("ml-1 inline size-4 align-[-0.1875em]", arrowClassName)}
    />
  );
  if (at < 0)
    return (
      <span>
        {parts}
        {arrow}
      </span>
    );
  const words = String(parts[at]).trimEnd();
  const cut = words.lastIndexOf(" ") + 1;
  return (
    <span>
      {parts.slice(0, at)}
      {words.slice(0, cut)}
      <span className="whitespace-nowrap">
        {words.slice(cut)}
        {arrow}
      </span>
      {parts.slice(at + 1)}
    </span>
  );
}
