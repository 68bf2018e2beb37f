import { ArrowDown } from "lucide-react";

import type { Link } from "@/content/types";

interface JumpLinksProps {
  /** Names the navigation landmark. */
  label: string;
  links: Link[];
}

/**
 * In-page links for a page hero, in the band's colours (ink or paper): from 640 px pills in
 * balanced rows (no pill alone on the last one); on phones a ruled list, a row each with a
 * downward arrow, where pills had stood one a line, ragged at their right ends.
 */
export function JumpLinks({ label, links }: JumpLinksProps) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="border-t border-(--band-line) sm:pill-rows sm:border-0">
        {links.map((link) => (
          <li key={link.href} className="border-b border-(--band-line) sm:border-0">
            <a
              href={link.href}
              className="flex min-h-12 items-center justify-between text-sm font-semibold text-(--band-fg) transition-colors sm:inline-flex sm:min-h-11 sm:rounded-full sm:border sm:border-(--band-line) sm:bg-(--band-glass) sm:px-5 sm:hover:border-white sm:hover:bg-white sm:hover:text-brand-800"
            >
              {link.label}
              <ArrowDown aria-hidden="true" className="size-4 opacity-70 sm:hidden" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
