import type { Person } from "@/content/team";
import { aboutText } from "@/content/sections";
import { fillVars } from "@/content/placeholders";
import { Picture } from "@/components/ui/picture";
import { SocialIcon } from "@/components/ui/social-icon";
import { cn } from "@/lib/cn";

interface PersonCardProps {
  person: Person;
  /** The founders' larger card; the practice leads' otherwise. */
  large?: boolean;
}

/**
 * One person of the team: their portrait (an uploaded photo, or the card drawn from their
 * initials), name, role, one-line bio and, when they have one, a link to their LinkedIn profile.
 */
export function PersonCard({ person, large = false }: PersonCardProps) {
  return (
    <article className="flex h-full flex-col">
      <Picture
        picture={person.portrait}
        className={cn(
          "aspect-4/5 w-full rounded-2xl bg-slate-200 object-cover",
          large && "shadow-lg shadow-slate-900/10",
        )}
      />
      <div className="mt-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4
            className={cn(
              "font-bold",
              large ? "text-lg leading-snug sm:text-2xl" : "text-lg leading-snug",
            )}
          >
            {person.name}
          </h4>
          <p
            className={cn(
              "mt-1 font-semibold text-brand-700",
              large ? "text-sm leading-snug sm:text-base" : "text-sm leading-snug",
            )}
          >
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
      <p className={cn("mt-2 text-slate-600", large ? "text-sm sm:text-base" : "text-sm")}>
        {person.bio}
      </p>
    </article>
  );
}
