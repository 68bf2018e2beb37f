import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { common } from "@/content/sections";
import type { Technology } from "@/content/types";
import { cardClass, cardHoverClass } from "@/components/ui/card";

import { TechnologyIcon } from "./technology-icon";

interface TechnologyCardProps {
  technology: Technology;
}

export function TechnologyCard({ technology }: TechnologyCardProps) {
  return (
    <Link
      href={`/technologies/${technology.id}`}
      className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-6`}
    >
      <span className="grid size-16 place-items-center rounded-2xl border border-slate-100 bg-slate-50">
        <TechnologyIcon technology={technology} />
      </span>
      <h3 className="mt-5 text-lg font-bold">{technology.name}</h3>
      <p className="mt-2 flex-1 text-sm">{technology.description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {common.learnMore}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </span>
    </Link>
  );
}
