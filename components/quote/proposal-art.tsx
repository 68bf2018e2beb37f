import { Check } from "lucide-react";

import { pageArt } from "@/content/page-art";
import { getProject } from "@/content/portfolio";
import { leaders } from "@/content/team";
import { BandArt, TileTitle } from "@/components/sections/art-kit";
import { WidePicture } from "@/components/ui/wide-picture";

const art = pageArt.quote;

/**
 * The quote page's band composition: what a visitor receives for the form they are about to fill
 * in, a written proposal, drawn from a delivered project's own entry (its title and client, what
 * was built as the scope, its team and its duration), with the founder who reads every proposal
 * before it is sent. The project and the founder are named in content/data/page-art.json, and the
 * build refuses ids that name neither (content/schema/check.ts).
 */
export function ProposalArt() {
  const project = getProject(art.project);
  const reviewer = leaders.find((person) => person.id === art.reviewer);
  if (!project || !reviewer) {
    throw new Error(`page-art.json: quote names ${art.project} and ${art.reviewer}`);
  }
  return (
    <BandArt>
      <p className="text-sm font-semibold text-(--band-label)">{art.title}</p>
      <div className="mt-4 rounded-2xl bg-white p-6 text-slate-600 shadow-2xl ring-1 shadow-(color:--band-shadow) ring-(--band-line)">
        {/* The client's initial heads the proposal written for them (the studio's own mark would
            read as the client's). */}
        <TileTitle
          tile={project.clientName.charAt(0)}
          eyebrow={project.clientName}
          title={project.title}
        />
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)_minmax(0,10rem)] gap-6 border-t border-slate-200 pt-5">
          <div>
            <p className="caps-label">{art.scope}</p>
            <ul className="mt-2 space-y-1.5 text-sm leading-snug">
              {project.built.map((item) => (
                <li key={item.title} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {item.title}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="caps-label">{art.team}</p>
            <ul className="mt-2 space-y-1 text-sm leading-snug">
              {project.team.map((role) => (
                <li key={role.role} className="flex justify-between gap-2">
                  <span className="min-w-0">{role.role}</span>
                  <span className="font-semibold text-slate-900">{role.count}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 caps-label">{art.duration}</p>
            <p className="mt-1 font-display text-2xl font-bold text-slate-900">
              {project.projectDuration}
            </p>
          </div>
        </div>
        <div className="mt-5 flex items-center gap-3 border-t border-slate-200 pt-4">
          <WidePicture
            picture={{ ...reviewer.portrait, alt: "" }}
            frameClassName="block w-10 shrink-0"
            // The portrait's own 4:5, whole: a drawn card is composed for that frame.
            className="aspect-4/5 h-auto w-10 rounded-md object-cover"
          />
          <p className="text-sm">
            {art.reviewed} <span className="font-semibold text-slate-900">{reviewer.name}</span>,{" "}
            {reviewer.role}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm text-(--band-muted)">{art.subtitle}</p>
    </BandArt>
  );
}
