import type { Person } from "@/content/team";
import { aboutText } from "@/content/sections";
import { fillVars } from "@/content/fill-vars";
import { Picture } from "@/components/ui/picture";
import { SocialIcon } from "@/components/ui/social-icon";
import { cn } from "@/lib/cn";

interface PersonCardProps {
  person: Person;
  /** The founders' larger card; the practice leads' otherwise. */
  large?: boolean;
}

/**
 * One person of the team: their portrait (an uploaded photo, or the card drawn for them),
 * name, role, one-line bio and, when they have one, a link to their LinkedIn profile.
 */
export function PersonCard({ person, large = false }: PersonCardProps) {
  return (
    <article
      // The anchor an article's author line links to (/about#hardik-patel).
      id={person.id}
      className={cn(
        "flex h-full scroll-mt-24 gap-5",
        // A founder's card on a narrow phone puts the portrait over the words, which would
        // otherwise have a column too narrow for a name.
        large &&
          "flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm min-[25rem]:flex-row sm:p-6",
      )}
    >
      <Picture
        picture={person.portrait}
        className={cn(
          "aspect-4/5 h-auto shrink-0 self-start rounded-xl bg-slate-200 object-cover",
          large ? "w-24 sm:w-32" : "w-20",
        )}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h4 className={cn("leading-snug font-bold", large ? "text-xl" : "text-lg")}>
              {person.name}
            </h4>
            <p className="mt-0.5 text-sm leading-snug font-semibold text-brand-700">
              {person.role}
            </p>
          </div>
          {person.linkedin && (
            <a
              href={person.linkedin}
              aria-label={fillVars(aboutText.team.linkedin, { name: person.name })}
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-500 transition-colors hover:text-brand-700"
            >
              <SocialIcon name="LinkedIn" className="size-5" />
            </a>
          )}
        </div>
        <p className={cn("mt-2 text-slate-600", large ? "text-base" : "text-sm")}>{person.bio}</p>
      </div>
    </article>
  );
}
