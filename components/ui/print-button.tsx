import { Printer } from "lucide-react";

/**
 * Prints the page. No page code: the input holder in every page's <head>
 * (lib/inline/early-input.js) answers data-action="print" from the first paint, scripts or not.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-action="print"
      className="print-hidden inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-900 hover:border-brand-700 hover:text-brand-700"
    >
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
