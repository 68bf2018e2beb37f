import Link from "next/link";

import { common } from "@/content/sections";
import type { Technology } from "@/content/types";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { MoreCue } from "@/components/ui/more-cue";

import { TechnologyIcon } from "./technology-icon";
import { technologyHref } from "@/content/technologies";

interface TechnologyCardProps {
  technology: Technology;
  /** In or near the first screen: the logo loads at once. */
  priority?: boolean;
}

export function TechnologyCard({ technology, priority = false }: TechnologyCardProps) {
  return (
    <Link
      href={technologyHref(technology.id)}
      className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-6`}
    >
      <span className="grid size-16 place-items-center rounded-2xl border border-slate-100 bg-slate-50">
        <TechnologyIcon id={technology.id} priority={priority} />
      </span>
      <h3 className="mt-5 text-lg font-bold">{technology.name}</h3>
      <p className="mt-2 flex-1 text-sm">{technology.description}</p>
      <MoreCue className="mt-4 text-sm">{common.learnMore}</MoreCue>
    </Link>
  );
}
