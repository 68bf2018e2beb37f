import type { Link } from "@/content/types";

interface JumpLinksProps {
  /** Names the navigation landmark. */
  label: string;
  links: Link[];
}

/** In-page links for a page hero: pills in the band's colours (ink or paper). */
export function JumpLinks({ label, links }: JumpLinksProps) {
  return (
    <nav aria-label={label} className="mt-8">
      {/* In balanced rows: no pill alone on the last one. */}
      <ul className="pill-rows">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-(--band-line) bg-(--band-glass) px-5 text-sm font-semibold text-(--band-fg) transition-colors hover:border-white hover:bg-white hover:text-brand-800"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
