"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

import { goBackText } from "@/content/widgets";

/** Styled by its server parent, so no class-merging code ships to the browser. */
export function GoBackButton({ className }: { className: string }) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else router.push("/");
  };
  return (
    <button type="button" onClick={goBack} className={className}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {goBackText}
    </button>
  );
}
