import { ArrowLeft } from "lucide-react";

import { goBackText } from "@/content/widgets";

/**
 * Goes back a page, or home when there is none to go back to. No page code: the input holder in
 * every page's <head> (lib/inline/early-input.js) answers data-action="back" from the first paint.
 */
export function GoBackButton({ className }: { className: string }) {
  return (
    <button type="button" data-action="back" className={className}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {goBackText}
    </button>
  );
}
