"use client";

import { Printer } from "lucide-react";

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="print-hidden inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-900 hover:border-brand-700 hover:text-brand-700"
    >
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
