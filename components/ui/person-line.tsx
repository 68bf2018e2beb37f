import type { Person } from "@/content/team";

import { Picture } from "./picture";

interface PersonLineProps {
  person: Pick<Person, "name" | "role" | "portrait">;
  /** The line above their name, such as "Vetted by". */
  label: string;
  /** Their role after their name. */
  withRole?: boolean;
  /** Near the first screen: the picture is fetched at once. */
  priority?: boolean;
  className?: string;
}

/** A person named small beside their round picture: a label, then their name (and role). */
export function PersonLine({ person, label, withRole, priority, className }: PersonLineProps) {
  return (
    <p className={`flex items-center gap-3 text-sm ${className ?? ""}`}>
      <Picture
        picture={person.portrait}
        priority={priority}
        className="size-10 shrink-0 rounded-full object-cover object-[50%_30%] ring-1 ring-slate-200"
      />
      <span className="min-w-0 leading-snug">
        <span className="block text-slate-600">{label}</span>
        <span className="font-semibold text-slate-900">{person.name}</span>
        {withRole && `, ${person.role}`}
      </span>
    </p>
  );
}
