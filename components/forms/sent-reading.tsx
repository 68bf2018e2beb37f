import { ArrowLink } from "@/components/ui/arrow-link";
import type { Link } from "@/content/types";

interface SentReadingProps {
  /** The id of its heading, which names the list for screen readers. */
  id: string;
  title: string;
  links: readonly Link[];
}

/**
 * What to read while the team answers, at the foot of a sent form's thank-you panel. Rendered by
 * the page on the server and handed to the form as markup, so the forms' script carries neither
 * these words nor this code: put in the forms' content, they took /quote's, /contact's and home's
 * JavaScript over its budget.
 */
export function SentReading({ id, title, links }: SentReadingProps) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="border-t border-emerald-200 pt-5 text-sm font-semibold text-slate-900">
        {title}
      </p>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.href}>
            {/* A link of one line keeps its 44 px; one that wraps gets room above and below, so
                two wrapped links never read as one. */}
            <ArrowLink href={link.href} className="py-1.5">
              {link.label}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
