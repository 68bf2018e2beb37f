"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

import { buttonClasses } from "@/components/ui/button-link";

export function GoBackButton() {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else router.push("/");
  };
  return (
    <button type="button" onClick={goBack} className={buttonClasses("ghost")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Go Back
    </button>
  );
}
